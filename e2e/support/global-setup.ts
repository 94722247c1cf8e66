import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { DATABASE_TEMPLATE_VARIABLE, buildServer } from './server';

/**
 * A migrated embedded database folder, made once for the browser tests. Creating a PGlite data
 * folder is the slow part of a server's first start (about 10 s of its 15 on this kind of
 * machine); each server the tests start copies this folder instead (support/server.ts). One test
 * keeps starting on an empty folder, so the product's real first start stays covered.
 */
export default async function setup() {
  await buildServer();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'e2e-template-'));
  const dbFolder = path.join(folder, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir: dbFolder });
  await database.migrate();
  await ensureReferenceData(database.db);
  await database.close();
  // The test workers start after the global set-up and inherit the variable.
  process.env[DATABASE_TEMPLATE_VARIABLE] = dbFolder;
  return () => rm(folder, { recursive: true, force: true });
}
