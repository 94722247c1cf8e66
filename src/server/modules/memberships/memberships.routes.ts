import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipEndpoints } from '#shared/contracts/memberships';
import type { MembershipService } from './memberships.service';

/** The invitee's side of consent: in the app, and from the e-mail link. */
export const membershipsRoutes: FastifyPluginAsyncZod<{ memberships: MembershipService }> = async (
  app,
  { memberships },
) => {
  const signedIn = { onRequest: app.authenticate };
  const docs = { tags: ['me: memberships'], security: [{ bearerAuth: [] }] };
  const link = { tags: ['me: memberships'] };
  // The link's token is guessed no faster than the other public link routes allow.
  const linkLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

  app.endpoint(
    membershipEndpoints.invitations,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary: 'The open invitations to join an agency, ward pool, department or organisation',
      },
    },
    async (request) => memberships.listMine(request.actor!.userId),
  );

  app.endpoint(
    membershipEndpoints.accept,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary: 'Accept an invitation: the membership and its role are added in one transaction',
      },
    },
    async (request) => memberships.acceptMine(request.actor!.userId, request.params.invitationId),
  );

  app.endpoint(
    membershipEndpoints.decline,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary: 'Decline an invitation: nothing of the account changes',
      },
    },
    async (request) => memberships.declineMine(request.actor!.userId, request.params.invitationId),
  );

  app.endpoint(
    membershipEndpoints.memberships,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary: 'The agencies, organisations, departments and pools the caller belongs to',
      },
    },
    async (request) => memberships.listMemberships(request.actor!.userId),
  );

  app.endpoint(
    membershipEndpoints.leave,
    {
      ...signedIn,
      schema: {
        ...docs,
        summary: 'Leave one membership; the role it gave ends when no other membership gives it',
      },
    },
    async (request) =>
      memberships.leave(request.actor!.userId, request.params.kind, request.params.targetId),
  );

  app.endpoint(
    membershipEndpoints.viewLink,
    {
      ...linkLimit,
      schema: {
        ...link,
        summary: 'What the e-mailed invitation link leads to (the page asks before answering)',
      },
    },
    async (request) => memberships.describeToken(request.body.token),
  );

  app.endpoint(
    membershipEndpoints.acceptLink,
    {
      ...linkLimit,
      ...signedIn,
      schema: {
        ...docs,
        summary: 'Accept from the e-mail link: signed in as the invited person (decision 016)',
      },
    },
    async (request) => memberships.acceptToken(request.actor!.userId, request.body.token),
  );

  app.endpoint(
    membershipEndpoints.declineLink,
    {
      ...linkLimit,
      schema: {
        ...link,
        summary:
          'Decline from the e-mail link; no sign-in needed, as declining changes nothing of the account',
      },
    },
    async (request) => memberships.declineToken(request.body.token),
  );
};
