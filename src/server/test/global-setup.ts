import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '#server/db/client';
import { ensureReferenceData } from '#server/modules/reference/reference.service';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder dumped to a tarball: each test file loads a copy. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated template database to copy per test file. */
    postgresTemplate: string;
  }
}

/** Migrates once; every test file then starts from a copy, which is far faster than migrating. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `app_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${templateName}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.migrate();
    await ensureReferenceData(database.db);
    await database.close();
    project.provide('postgresTemplate', templateName);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`).catch(() => {});
      await admin.end();
    };
  }

  const folder = await mkdtemp(path.join(os.tmpdir(), 'pglite-template-'));
  const instance = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ kind: 'pglite', instance });
  await database.migrate();
  await ensureReferenceData(database.db);
  const dump = await instance.dumpDataDir('none');
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await instance.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
