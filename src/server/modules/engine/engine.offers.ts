import type { OfferLinkInfo } from '#shared/contracts/engine';
import type { OfferAnswer } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { hashLinkToken } from '#server/lib/tokens';
import { assertFreeToBook } from '#server/modules/bookings/bookings.service';
import type { RequestActor } from '#server/modules/requests/requests.service';
import { requestLink, type EngineContext } from './engine.context';
import type { Fanout } from './engine.fanout';
import * as q from './engine.queries';
import * as offers from './offers.queries';

type Via = 'app' | 'email' | 'sms' | 'push';

/** Whether the request is still asking in this offer's stage; throws the reason otherwise. */
function checkOpen(request: q.LockedRequest, offer: offers.OfferRow, now: Date) {
  if (offer.withdrawnAt) throw new AppError('OFFER_WITHDRAWN');
  if (offer.answer) throw new AppError('OFFER_ANSWERED');
  if (
    request.state === 'cancelled' ||
    request.state === 'internal_fill' ||
    request.state === 'external_fill'
  ) {
    throw new AppError('REQUEST_NOT_OPEN');
  }
  const stageOver =
    request.state !== q.STATE_OF_STAGE[offer.stage] ||
    (request.deadlineAt !== null && request.deadlineAt <= now) ||
    (offer.tokenExpiresAt !== null && offer.tokenExpiresAt <= now);
  if (stageOver) throw new AppError('OFFER_EXPIRED');
}

async function offerStatus(
  tx: Db,
  offer: offers.OfferRow,
  now: Date,
): Promise<OfferLinkInfo['status']> {
  if (offer.withdrawnAt) return 'withdrawn';
  if (offer.answer) return 'answered';
  // Only an offer still unanswered needs the request's state to tell open from closed.
  const request = await q.readRequest(tx, offer.requestId);
  if (!request) return 'closed';
  try {
    checkOpen(request, offer, now);
    return 'open';
  } catch {
    return 'closed';
  }
}

/** What the offer's page shows; `known` is the summary an answer has read already. */
async function linkInfo(
  tx: Db,
  offer: offers.OfferRow,
  now: Date,
  known?: q.RequestSummary,
): Promise<OfferLinkInfo> {
  const summary = known ?? (await q.requestSummary(tx, offer.requestId));
  if (!summary) throw new AppError('NOT_FOUND');
  return {
    request: {
      title: summary.title,
      organisationName: summary.organisationName,
      departmentName: summary.departmentName,
      dates: summary.dates.map((date) => ({
        startDate: date.startsAt.getTime(),
        endDate: date.endsAt.getTime(),
      })),
    },
    status: await offerStatus(tx, offer, now),
    answer: offer.answer,
  };
}

/**
 * Answers to offers: in the app by the person asked, or with one tap from an e-mail or SMS link
 * (the token is the authorisation). An acceptance becomes an application the manager can pick.
 */
export function createOffers(ctx: EngineContext, fanout: Pick<Fanout, 'settlePending'>) {
  const { db, clock, notify, payloadOf } = ctx;

  /**
   * One answer, under the request's lock: refused (nothing written) unless the stage still asks.
   * `ownerId`: in the app only the person asked may answer; someone else's offer is not found.
   */
  async function answerOffer(offerId: string, answer: OfferAnswer, via: Via, ownerId?: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const request = await offers.lockRequestOfOffer(tx, offerId);
      if (!request) throw new AppError('NOT_FOUND');
      // Read under the lock: a concurrent answer to the same offer has committed by now.
      const offer = await offers.findOffer(tx, offerId);
      if (!offer || (ownerId !== undefined && offer.userId !== ownerId))
        throw new AppError('NOT_FOUND');
      checkOpen(request, offer, now);
      // A yes is the person's offer to be booked: not for shifts that overlap one they are booked
      // on (any clinic). Locked before anything is written, as a booking locks it.
      if (answer === 'accepted')
        await assertFreeToBook(tx, { userId: offer.userId, requestId: request.id });
      if (!(await offers.recordAnswer(tx, offer.id, answer, via, now)))
        throw new AppError('OFFER_ANSWERED');
      await q.insertEvents(tx, [
        {
          requestId: request.id,
          kind: 'answered',
          actorId: offer.userId,
          userId: offer.userId,
          channel: via,
          detail: { answer, stage: offer.stage },
        },
      ]);
      const summary = await q.requestSummary(tx, request.id);
      if (answer === 'accepted') {
        await offers.insertPoolApplication(tx, request.id, offer.userId);
        const [managers, hr, person] = await Promise.all([
          q.wardManagerIds(tx, request.departmentId),
          q.hrUserIds(tx, request.organisationId),
          offers.personName(tx, offer.userId),
        ]);
        await notify(tx, {
          userIds: [...managers, ...hr],
          kind: 'offer_accepted',
          requestId: request.id,
          payload: { ...(await payloadOf(tx, request.id, summary)), stage: offer.stage },
          about: { id: offer.userId, name: person },
          link: requestLink(request.id),
        });
      }
      return linkInfo(tx, { ...offer, answer }, now, summary);
    });
  }

  async function offerOfToken(token: string) {
    const hash = hashLinkToken(token);
    let offer = await offers.findOfferByTokenHash(db, hash);
    if (!offer) {
      // Its pool's fan-out may not be written yet (the process died in between).
      await fanout.settlePending();
      offer = await offers.findOfferByTokenHash(db, hash);
    }
    if (!offer) throw new AppError('TOKEN_INVALID');
    return offer;
  }

  return {
    /**
     * The caller takes back their "no" while the stage still asks: the offer is open again and
     * can be accepted. An accepted offer stays (the manager may have picked); others' not found.
     */
    async undoDecline(actor: RequestActor, offerId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const request = await offers.lockRequestOfOffer(tx, offerId);
        if (!request) throw new AppError('NOT_FOUND');
        const offer = await offers.findOffer(tx, offerId);
        if (!offer || offer.userId !== actor.userId) throw new AppError('NOT_FOUND');
        if (offer.answer !== 'declined') throw new AppError('OFFER_ANSWERED');
        checkOpen(request, { ...offer, answer: null }, now);
        if (!(await offers.clearDecline(tx, offer.id))) throw new AppError('OFFER_ANSWERED');
        const summary = await q.requestSummary(tx, request.id);
        return linkInfo(tx, { ...offer, answer: null }, now, summary);
      });
    },

    /** The caller's own offer, answered in the app; someone else's offer is not found. */
    async answer(actor: RequestActor, offerId: string, answer: OfferAnswer) {
      return answerOffer(offerId, answer, 'app', actor.userId);
    },

    /** One tap from an e-mail, SMS or push notification: the token is the authorisation, single use by the answer. */
    async answerByToken(token: string, answer: OfferAnswer, via: Exclude<Via, 'app'> = 'email') {
      const offer = await offerOfToken(token);
      return answerOffer(offer.id, answer, via);
    },

    async offerByToken(token: string) {
      return linkInfo(db, await offerOfToken(token), clock.now());
    },
  };
}
