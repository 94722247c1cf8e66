import {
  and,
  asc,
  eq,
  isNull,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AgencyVettingState } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { qualified } from '#server/db/paging';
import { parsedJson, runShaped } from '#server/db/shapes';
import { agencies, agencyMembers, users } from '#server/db/schema/index';

/** The agency of `user` a select reads: its oldest dispatcher membership of a live agency. */
const ofUser = <T extends PgSelect>(select: T, user: string | SQLWrapper | Placeholder) =>
  select
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(
      and(
        eq(agencyMembers.userId, user),
        eq(agencyMembers.kind, 'user'),
        isNull(agencies.archivedAt),
      ),
    )
    .orderBy(asc(agencyMembers.createdAt))
    .limit(1);

/** The agency a dispatcher works for (the oldest membership if there were several). */
export async function findAgencyOfUser(db: Db, userId: string) {
  // Built once: every job-board write starts with it.
  const [row] = await runShaped(db, 'agency-of-user', { user: userId }, (bind) =>
    ofUser(db.select({ agency: agencies }).from(agencyMembers).$dynamic(), bind('user', userId)),
  );
  return row?.agency;
}

/** What the job board asks of a dispatcher's agency: which one, and whether it may serve. */
export interface AgencyStanding {
  id: string;
  vettingState: AgencyVettingState;
  permitValidUntil: string | null;
}

type StandingJson = [id: string, vettingState: AgencyVettingState, permitValidUntil: string | null];

/**
 * findAgencyOfUser's agency as its standing, for the user of an outer statement's `users` row,
 * as a json column: an agency's read carries it with its session look-up.
 */
export const agencyStandingOfUserJson = (db: Db): SQL<StandingJson | string | null> => {
  const standing = sql`json_build_array(${qualified(agencies.id)}, ${qualified(agencies.vettingState)}, ${qualified(agencies.permitValidUntil)})`;
  return sql<
    StandingJson | string | null
  >`(${ofUser(db.select({ standing }).from(agencyMembers).$dynamic(), qualified(users.id))})`;
};

/**
 * Who calls an agency's route: a read brings its agency's standing from the session look-up
 * (`null` without an agency); a write leaves it out, so the agency is read.
 */
export interface AgencyActor {
  userId: string;
  agency?: AgencyStanding | null;
}

/** The caller's agency: the standing read with the session, else read now. */
export async function standingOfActor(db: Db, actor: AgencyActor): Promise<AgencyStanding | null> {
  return actor.agency !== undefined
    ? actor.agency
    : ((await findAgencyOfUser(db, actor.userId)) ?? null);
}

/** agencyStandingOfUserJson's column as a standing, or null for a user without an agency. */
export function agencyStandingFromJson(value: StandingJson | string | null): AgencyStanding | null {
  if (value === null) return null;
  const [id, vettingState, permitValidUntil] = parsedJson(value);
  return { id, vettingState, permitValidUntil };
}
