import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  PGLITE_EXTENSIONS,
  type Database,
  type DatabaseTimeouts,
} from '#server/db/client';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template by default, a new
 * PostgreSQL database cloned from the template when TEST_DATABASE_URL is set (with `timeouts`
 * as the product sets them; PGlite has none).
 */
export async function openTestDatabase(
  timeouts?: DatabaseTimeouts,
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // Two files may copy the template at the same moment; PostgreSQL allows one at a time.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 5,
      timeouts,
    });
    return {
      ...database,
      // Other processes (the scale-out test's servers) open the same database by this address.
      url: url.toString(),
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const instance = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: PGLITE_EXTENSIONS,
  });
  return openDatabase({ kind: 'pglite', instance });
}
