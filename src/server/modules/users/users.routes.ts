import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema, type Me } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { errorResponses } from '../../lib/openapi';
import { findProfile } from './users.queries';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/user/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<Me> => {
      const user = await findProfile(db, request.actor!.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        institution: user.institution,
        position: user.position,
        phoneNumber: user.phoneNumber,
        contact: user.contact,
        role: user.role,
        language: user.language,
        emailConfirmed: user.emailConfirmedAt !== null,
      };
    },
  );
};
