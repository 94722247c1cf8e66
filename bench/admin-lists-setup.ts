/**
 * The admin list benchmark's set-up (bench/admin-lists.ts): a fresh database, the five tables
 * topped up to a size, and a signed-in administrator's app on it.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { App } from '#server/app';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type Db } from '#server/db/client';
import { createUser, signIn } from '#server/test/factories';
import { buildBenchApp, createServerDatabase, round } from './support';
import { seedLists } from './lists-data';

export const loadNow = () => os.loadavg().map((v) => round(v));

export async function openBenchDatabase(): Promise<Database & { label: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const instance = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ kind: 'pglite', instance });
    await database.migrate();
    return { ...database, label: 'PGlite (in memory)' };
  }
  const database = await createServerDatabase(serverUrl, 'admin_lists');
  await database.migrate();
  return database;
}

/** One size's database and signed-in app; several are measured side by side with KEPT. */
export interface Target {
  n: number;
  app: App;
  db: Db;
  headers: Record<string, string>;
}

/** A signed-in administrator's target on a database seeded (or to be seeded) to `n`. */
export async function targetOn(
  database: Database,
  n: number,
): Promise<Target & { close(): Promise<void> }> {
  const app = await buildBenchApp(database);
  await app.ready();
  const adminUser = await createUser(database.db, { role: 'ADMIN', lastName: 'Admin' });
  const headers = {
    authorization: `Bearer ${await signIn(app, adminUser.email)}`,
    'accept-language': 'en',
  };
  return {
    n,
    app,
    db: database.db,
    headers,
    close: () => app.close().then(() => database.close()),
  };
}

export type Seeding = { n: number; seconds: number; loadAverage: number[] };

/** Tops the five tables up from `from` to `n` rows, timed. */
export async function seedTo(db: Db, from: number, n: number, seeding: Seeding[]) {
  const seedStart = performance.now();
  await seedLists(db, from, n);
  const seconds = round((performance.now() - seedStart) / 1000, 1);
  seeding.push({ n, seconds, loadAverage: loadNow() });
  console.log(
    `seeded ${n.toLocaleString('en')} rows in each of the five tables in ${seconds} s (load ${loadNow().join(' ')})`,
  );
}
