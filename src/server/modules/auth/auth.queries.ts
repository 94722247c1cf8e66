import { and, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { runShaped, type Bind } from '#server/db/shapes';
import { sessions, userPreferences, userTokens, users } from '#server/db/schema/index';
import type { Role } from '#shared/roles';
import {
  agencyStandingFromJson,
  agencyStandingOfUserJson,
  type AgencyStanding,
} from '#server/modules/agency-scope/agency-scope.service';
import {
  scopeFromJson,
  scopeOfUserJson,
  type OrganisationScope,
} from '#server/modules/organisation-scope/organisation-scope.service';

export type TokenKind = 'email_confirmation' | 'password_reset' | 'sign_in_link';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function insertSession(db: Db, userId: string, expiresAt: Date) {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning();
  return row!;
}

/** The session of these ids, unexpired, of a user not archived. */
const activeSession = (bind: Bind, sessionId: string, userId: string) =>
  and(
    eq(sessions.id, bind('session', sessionId)),
    eq(sessions.userId, bind('user', userId)),
    gt(sessions.expiresAt, sql`now()`),
    isNull(users.archivedAt),
  );

/**
 * The session of these ids and its user, with `extra` columns read on the user's row. Named:
 * every signed-in call sends one of these, so PostgreSQL parses it once per
 * connection and reuses its plan instead of planning the join each time; built once (decision
 * 048), its two ids filled in per call. `extra` is built with it, not on every call.
 */
async function findSessionWith<Extra extends Record<string, SQL>>(
  db: Db,
  name: string,
  sessionId: string,
  userId: string,
  extra: () => Extra,
) {
  const [row] = await runShaped(
    db,
    name,
    { session: sessionId, user: userId },
    (bind) =>
      db
        .select({ sessionId: sessions.id, userId: users.id, role: users.role, ...extra() })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(activeSession(bind, sessionId, userId))
        .limit(1),
    name,
  );
  return row;
}

/** The session and its user, if the session exists and has not expired. */
export const findActiveSession = (db: Db, sessionId: string, userId: string) =>
  findSessionWith(db, 'find_active_session', sessionId, userId, () => ({}));

/**
 * findActiveSession for an organisation-area read: the actor's scope rows come with it, one
 * statement instead of two.
 */
export async function findActiveSessionInScope(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<
  { sessionId: string; userId: string; role: Role; scope: OrganisationScope } | undefined
> {
  const row = await findSessionWith(db, 'find_active_session_in_scope', sessionId, userId, () => ({
    scope: scopeOfUserJson(db),
  }));
  return (
    row && {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      scope: scopeFromJson(row.role, row.scope),
    }
  );
}

/** findActiveSession for an agency's read: the standing of the user's agency comes with it. */
export async function findActiveSessionOfAgency(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<
  { sessionId: string; userId: string; role: Role; agency: AgencyStanding | null } | undefined
> {
  const row = await findSessionWith(db, 'find_active_session_of_agency', sessionId, userId, () => ({
    agency: agencyStandingOfUserJson(db),
  }));
  return (
    row && {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      agency: agencyStandingFromJson(row.agency),
    }
  );
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertUserToken(
  db: Db,
  values: { userId: string; kind: TokenKind; tokenHash: string; expiresAt: Date },
) {
  await db.insert(userTokens).values(values);
}

/** A token that is unused and not expired, with the user it belongs to. */
export async function findUsableToken(db: Db, kind: TokenKind, tokenHash: string) {
  const [row] = await db
    .select({ tokenId: userTokens.id, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks a token used only if it still is unused: of two concurrent uses exactly one wins.
 * Returns whether this call won.
 */
export async function consumeToken(db: Db, tokenId: string): Promise<boolean> {
  const used = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return used.length === 1;
}

/** Voids every open token of a kind, so only the newest link works. */
export async function voidTokensOfUser(db: Db, userId: string, kind: TokenKind) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
    );
}

/** Locks the user's row for the caller's transaction: two link mails at once wait in turn. */
export async function lockUser(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function secondsSinceLastToken(db: Db, userId: string, kind: TokenKind) {
  const [row] = await db
    .select({
      seconds: sql<number | null>`extract(epoch from now() - max(${userTokens.createdAt}))::float8`,
    })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind)));
  return row?.seconds ?? null;
}

/** Replaces the private calendar feed's token hash, if the person has a feed: the old URL stops working. */
export async function renewCalendarToken(db: Db, userId: string, hash: string) {
  await db
    .update(userPreferences)
    .set({ calendarTokenHash: hash, updatedAt: sql`now()` })
    .where(and(eq(userPreferences.userId, userId), isNotNull(userPreferences.calendarTokenHash)));
}
