import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationEndpoints } from '#shared/contracts/auth';
import type { InvitationService } from './invitations.service';

export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationService }> = async (
  app,
  { invitations },
) => {
  app.endpoint(
    invitationEndpoints.one,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['invitations'],
        summary: 'What an open invitation leads to',
      },
    },
    async (request) => invitations.describe(request.params.token),
  );

  app.endpoint(
    invitationEndpoints.accept,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['invitations'],
        summary: 'Accept an invitation: set name and password, join, and sign in',
      },
    },
    async (request) => invitations.accept(request.body),
  );
};
