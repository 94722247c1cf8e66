import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationEndpoints,
  loginResponseSchema,
  newPasswordSchema,
} from '#shared/contracts/auth';
import { roleSchema } from '#shared/roles';
import { MESSAGE_KEYS, requiredText } from '#shared/validation';
import { errorResponses } from '#server/lib/openapi';
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
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            email: z.string(),
            role: roleSchema,
            membership: z.string(),
            target: z.string().nullable(),
            accountExists: z.boolean(),
          }),
          ...errorResponses(400, 429),
        },
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
        body: z.object({
          token: z.string().min(1).max(200),
          firstName: requiredText(MESSAGE_KEYS.firstName, 100),
          lastName: requiredText(MESSAGE_KEYS.lastName, 100),
          password: newPasswordSchema,
          /** Required for a new account (400 acceptTC without it); an existing account only joins. */
          acceptTC: z.boolean().optional(),
        }),
        response: {
          200: z.object({ accountExisted: z.boolean(), session: loginResponseSchema.optional() }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => invitations.accept(request.body),
  );
};
