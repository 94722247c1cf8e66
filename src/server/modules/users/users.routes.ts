import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userContract } from '#shared/contracts/auth';
import type { UserService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (
  app,
  { users },
) => {
  app.endpoint(
    userContract.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => users.me(request.actor!.userId),
  );
};
