import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { runShaped } from '#server/db/shapes';
import { agencies, agencyMembers } from '#server/db/schema/index';

/** The agency a dispatcher works for (the oldest membership if there were several). */
export async function findAgencyOfUser(db: Db, userId: string) {
  // Built once (decision 048): every job-board call starts with it.
  const [row] = await runShaped(db, 'agency-of-user', { user: userId }, (bind) =>
    db
      .select({ agency: agencies })
      .from(agencyMembers)
      .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
      .where(
        and(eq(agencyMembers.userId, bind('user', userId)), eq(agencyMembers.kind, 'user'), isNull(agencies.archivedAt)),
      )
      .orderBy(asc(agencyMembers.createdAt))
      .limit(1),
  );
  return row?.agency;
}

export async function addDispatcher(db: Db, agencyId: string, userId: string) {
  await db.insert(agencyMembers).values({ agencyId, userId, kind: 'user' }).onConflictDoNothing();
}
