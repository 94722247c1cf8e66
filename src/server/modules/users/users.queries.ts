import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/index';

export async function findProfile(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
