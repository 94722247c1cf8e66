import type { Db } from '#server/db/client';
import { agencyMembers } from '#server/db/schema/index';

export async function addDispatcher(db: Db, agencyId: string, userId: string) {
  await db.insert(agencyMembers).values({ agencyId, userId, kind: 'user' }).onConflictDoNothing();
}
