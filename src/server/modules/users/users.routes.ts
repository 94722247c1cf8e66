import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '#shared/contracts/auth';
import { userEndpoints } from '#shared/contracts/user';
import { errorResponses } from '#server/lib/openapi';
import type { UserService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (
  app,
  { users },
) => {
  app.endpoint(
    userEndpoints.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => users.me(request.actor!.userId),
  );
};
