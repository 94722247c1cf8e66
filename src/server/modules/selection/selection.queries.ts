import { and, asc, eq, inArray, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { runShaped } from '#server/db/shapes';
import {
  agencies,
  agencyMembers,
  applications,
  placements,
  users,
  type PlacementRow,
} from '#server/db/schema/index';

export type { PlacementRow };

/** Every application of a request, whatever its state, with the person and the agency (built once). */
export async function listApplicantDetails(db: Db, requestId: string) {
  return runShaped(db, 'applicant-details', { request: requestId }, (bind) =>
    applicantDetailsQuery(db, bind('request', requestId)),
  );
}

function applicantDetailsQuery(db: Db, requestId: string | Placeholder) {
  return db
    .select({
      id: applications.id,
      state: applications.state,
      hourlyRate: applications.hourlyRate,
      agencyId: applications.agencyId,
      agencyName: agencies.name,
      submittedBy: applications.submittedBy,
      userId: applications.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      qualification: users.qualificationLevel,
      skills: users.skills,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(agencies, eq(agencies.id, applications.agencyId))
    .where(eq(applications.requestId, requestId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** One application of a request (callers hold the request's row lock). */
export async function findApplicationOfRequest(db: Db, requestId: string, applicationId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.requestId, requestId)));
  return row;
}

export async function markSelected(db: Db, applicationId: string, actorId: string) {
  await db
    .update(applications)
    .set({ state: 'selected', decidedAt: sql`now()`, decidedBy: actorId, updatedAt: sql`now()` })
    .where(eq(applications.id, applicationId));
}

/** Every other still-applied application of the request becomes not_selected; answers which. */
export async function markOthersNotSelected(
  db: Db,
  requestId: string,
  selectedId: string,
  actorId: string,
) {
  return db
    .update(applications)
    .set({
      state: 'not_selected',
      decidedAt: sql`now()`,
      decidedBy: actorId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(applications.requestId, requestId),
        ne(applications.id, selectedId),
        eq(applications.state, 'applied'),
      ),
    )
    .returning({ id: applications.id });
}

export async function insertPlacement(
  db: Db,
  values: typeof placements.$inferInsert,
): Promise<PlacementRow> {
  const [row] = await db.insert(placements).values(values).returning();
  return row!;
}

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: (typeof users.$inferSelect)['language'];
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
};

/** Active accounts by id. */
export async function findRecipients(db: Db, userIds: string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.archivedAt)));
}

/** The active dispatchers (agency_members kind 'user') of some agencies. */
export async function findDispatchers(
  db: Db,
  agencyIds: string[],
): Promise<(Recipient & { agencyId: string })[]> {
  if (agencyIds.length === 0) return [];
  return db
    .select({ ...recipientColumns, agencyId: agencyMembers.agencyId })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(
      and(
        inArray(agencyMembers.agencyId, agencyIds),
        eq(agencyMembers.kind, 'user'),
        isNull(users.archivedAt),
      ),
    );
}
