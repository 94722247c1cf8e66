import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';

/** One row per content: the same bytes uploaded twice share it. */
export async function upsertFile(db: Db, values: typeof files.$inferInsert) {
  const [inserted] = await db.insert(files).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(files).where(eq(files.sha256, values.sha256));
  return existing!;
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}
