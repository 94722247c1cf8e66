import type { Timeline } from '#shared/contracts/engine';
import type { RequestActor } from '#server/modules/requests/requests.service';
import type { EngineContext } from './engine.context';
import * as timeline from './timeline.queries';

/** Timeline answers are bounded: a pool of thousands is asked in thousands of rows. */
const TIMELINE_LIMIT = 1000;

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A request's ladder as the timeline shows it: every event, every offer, the times it took. */
export function createTimeline(ctx: EngineContext) {
  const { db, requests } = ctx;

  return {
    /** The ladder so far, scoped like GET /api/job/:id. */
    async timeline(actor: RequestActor, requestId: string): Promise<Timeline> {
      const { request } = await requests.find(actor, requestId);
      const [events, offers] = await Promise.all([
        timeline.listEvents(db, requestId, TIMELINE_LIMIT),
        timeline.listOffers(db, requestId, TIMELINE_LIMIT),
      ]);
      const since = (at: Date | null) => (at ? at.getTime() - request.createdAt.getTime() : null);
      return {
        events: events.map((event) => ({
          _id: event.id,
          at: event.at.toISOString(),
          kind: event.kind,
          actor: event.actorId
            ? { _id: event.actorId, name: name(event.actorFirstName, event.actorLastName) }
            : null,
          person: event.personId
            ? { _id: event.personId, name: name(event.personFirstName, event.personLastName) }
            : null,
          channel: event.channel,
          detail: event.detail,
        })),
        deadlineAt: request.deadlineAt?.toISOString() ?? null,
        timeToFirstAnswerMs: since(request.firstAnswerAt),
        timeToFillMs: since(request.filledAt),
        offers: offers.map((offer) => ({
          person: { _id: offer.userId, name: name(offer.firstName, offer.lastName) },
          stage: offer.stage,
          channels: offer.channels,
          askedAt: offer.askedAt.toISOString(),
          answer: offer.answer,
          answeredAt: offer.answeredAt?.toISOString() ?? null,
          answeredVia: offer.answeredVia,
          withdrawnAt: offer.withdrawnAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
