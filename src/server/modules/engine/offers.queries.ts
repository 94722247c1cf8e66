import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OfferAnswer } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { applications, requestOffers, requests, users } from '#server/db/schema/index';

/** A pool member's answer to an offer: finding it (by id or one-tap token) and recording it. */

const offerColumns = {
  id: requestOffers.id,
  requestId: requestOffers.requestId,
  userId: requestOffers.userId,
  stage: requestOffers.stage,
  answer: requestOffers.answer,
  tokenExpiresAt: requestOffers.tokenExpiresAt,
  withdrawnAt: requestOffers.withdrawnAt,
};

export async function findOffer(db: Db, id: string) {
  const [row] = await db.select(offerColumns).from(requestOffers).where(eq(requestOffers.id, id));
  return row;
}

export async function findOfferByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select(offerColumns)
    .from(requestOffers)
    .where(eq(requestOffers.tokenHash, tokenHash));
  return row;
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** Records the answer unless there is one: of two answers at once, one updates a row. */
export async function recordAnswer(db: Db, id: string, answer: OfferAnswer, via: string, at: Date) {
  const [row] = await db
    .update(requestOffers)
    .set({ answer, answeredAt: at, answeredVia: via })
    .where(and(eq(requestOffers.id, id), isNull(requestOffers.answer)))
    .returning({ id: requestOffers.id });
  return row !== undefined;
}

/** A pool member's acceptance is an application like an agency's, without agency or rate. */
export async function insertPoolApplication(db: Db, requestId: string, userId: string) {
  await db
    .insert(applications)
    .values({ requestId, userId, submittedBy: userId, agencyId: null, state: 'applied' })
    .onConflictDoNothing();
}

export async function setFirstAnswer(db: Db, requestId: string, at: Date) {
  await db
    .update(requests)
    .set({
      firstAnswerAt: sql`coalesce(${requests.firstAnswerAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(requests.id, requestId));
}

export async function personName(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}
