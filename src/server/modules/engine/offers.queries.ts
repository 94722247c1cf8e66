import { and, eq, sql } from 'drizzle-orm';
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

/** The request of an offer under its row lock, found by the offer's id in the same statement. */
export async function lockRequestOfOffer(db: Db, offerId: string) {
  const [row] = await db
    .select()
    .from(requests)
    .where(
      eq(
        requests.id,
        sql`(select ${requestOffers.requestId} from ${requestOffers} where ${requestOffers.id} = ${offerId})`,
      ),
    )
    .for('update');
  return row;
}

/**
 * Records the answer unless there is one (of two answers at once, one updates a row), and the
 * request's first answer with it: one statement. False when the offer was answered already. The
 * first answer is the earliest instant, not the first row written: an answer recorded later may
 * carry an earlier time (a slower transaction, an answer by SMS, the demo's history).
 */
export async function recordAnswer(db: Db, id: string, answer: OfferAnswer, via: string, at: Date) {
  const result = (await db.execute(sql`
    with answered as (
      update ${requestOffers} set answer = ${answer}, answered_at = ${at.toISOString()}::timestamptz, answered_via = ${via}
      where ${requestOffers.id} = ${id} and ${requestOffers.answer} is null
      returning ${requestOffers.requestId}
    )
    update ${requests} set first_answer_at = least(${requests.firstAnswerAt}, ${at.toISOString()}::timestamptz)
    where ${requests.id} in (select request_id from answered)
    returning ${requests.id}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Takes a "no" back: the offer is unanswered again (only a decline, only once per decline). */
export async function clearDecline(db: Db, id: string) {
  const rows = await db
    .update(requestOffers)
    .set({ answer: null, answeredAt: null, answeredVia: null })
    .where(and(eq(requestOffers.id, id), eq(requestOffers.answer, 'declined')))
    .returning({ id: requestOffers.id });
  return rows.length > 0;
}

/** A pool member's acceptance is an application like an agency's, without agency or rate. */
export async function insertPoolApplication(db: Db, requestId: string, userId: string) {
  await db
    .insert(applications)
    .values({ requestId, userId, submittedBy: userId, agencyId: null, state: 'applied' })
    .onConflictDoNothing();
}

export async function personName(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}
