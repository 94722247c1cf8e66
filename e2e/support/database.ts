import path from 'node:path';
import { openDatabase, type Db } from '#server/db/client';

/** A data folder's embedded database while no server holds it (PGlite belongs to one process at a time). */
export async function withDatabase<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}
