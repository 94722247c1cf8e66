import { ORGANISATION_ROLES } from '#shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { engineEndpoints } from '#shared/contracts/engine';
import type { Engine } from './engine.service';

/**
 * Answers to offers (in the app, or with one tap from an e-mail or SMS without signing in), HR's
 * decision, and a request's timeline (scoped like GET /api/job/:id).
 */
export const engineRoutes: FastifyPluginAsyncZod<{ engine: Engine }> = async (app, { engine }) => {
  const docs = { tags: ['engine'] };
  const signedIn = { ...docs, security: [{ bearerAuth: [] }] };
  // A token is 256 random bits; the limit only keeps a script from hammering the table.
  const linkRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.endpoint(
    engineEndpoints.answerOffer,
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary:
          "Accept or decline one's own offer in the app. Accepting makes an application the manager can select. Answered already, past the deadline, filled or cancelled, or accepting shifts that overlap one the person is booked on (409 ALREADY_BOOKED, decision 064): 409 and nothing changes; someone else's offer: 404",
      },
    },
    async (request) => engine.answer(request.actor!, request.params.offerId, request.body.answer),
  );

  app.endpoint(
    engineEndpoints.undoDecline,
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary:
          "Take back one's own decline while the request still asks in the offer's stage: the offer is open again. Not declined (unanswered or accepted), past the deadline, filled or cancelled: 409 and nothing changes; someone else's offer: 404",
      },
    },
    async (request) => engine.undoDecline(request.actor!, request.params.offerId),
  );

  app.endpoint(
    engineEndpoints.answerByToken,
    {
      config: linkRateLimit,
      schema: {
        ...docs,
        summary:
          'One-tap answer from an e-mail or SMS link, without signing in: the token is single use (the first answer counts) and expires with the stage. Unknown token: 400; answered, expired, filled or cancelled, or accepting shifts that overlap a booked one (ALREADY_BOOKED): 409',
      },
    },
    async (request) =>
      engine.answerByToken(request.body.token, request.body.answer, request.body.via),
  );

  app.endpoint(
    engineEndpoints.offerByToken,
    {
      config: linkRateLimit,
      schema: {
        ...docs,
        summary:
          'What an answer link shows: the request, and whether it can still be answered (open, answered, closed)',
      },
    },
    async (request) => engine.offerByToken(request.query.token),
  );

  app.endpoint(
    engineEndpoints.hrDecision,
    {
      onRequest: app.requireRole('ORG_ADMIN', 'ADMIN'),
      schema: {
        ...signedIn,
        tags: ['requests'],
        summary:
          "HR's decision on a request in hr_review: cancel it (everyone asked is told), or approve external filling (the organisation's other pools first, when it gives them time and someone matches; else straight to agencies). Not in hr_review: 409",
      },
    },
    async (request) => engine.hrDecision(request.actor!, request.params.id, request.body.decision),
  );

  app.endpoint(
    engineEndpoints.timeline,
    {
      onRequest: app.requireRole(...ORGANISATION_ROLES),
      schema: {
        ...signedIn,
        tags: ['requests'],
        summary:
          'The ladder so far: every event (created, stage_started, asked, answered, deadline_passed, hr_decided, selected, filled, cancelled) with actor, person and channel, the offers, the running deadline, time to first answer and to fill',
      },
    },
    async (request) => engine.timeline(request.actor!, request.params.id),
  );
};
