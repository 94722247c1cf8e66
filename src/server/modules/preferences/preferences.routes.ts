import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferenceEndpoints } from '#shared/contracts/engine';
import type { PreferencesService } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  const options = { onRequest: app.authenticate };
  const docs = { tags: ['me: preferences'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    preferenceEndpoints.preferences,
    {
      ...options,
      schema: {
        ...docs,
        summary: 'How the caller wants to be notified and asked (app and e-mail until chosen)',
      },
    },
    async (request) => preferences.get(request.actor!.userId),
  );

  app.endpoint(
    preferenceEndpoints.updatePreferences,
    {
      ...options,
      schema: {
        ...docs,
        summary:
          'Change channels, days off, skipping days off and the phone number (SMS needs one; the app stays on)',
      },
    },
    async (request) => preferences.update(request.actor!.userId, request.body),
  );

  // Job alerts are the dispatchers': only agency users are told about requests open to agencies.
  const dispatcher = { onRequest: app.requireRole('AGENCY') };

  app.endpoint(
    preferenceEndpoints.jobAlerts,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          "The agency user's job alert: which new requests open to agencies they are told about (all until set)",
      },
    },
    async (request) => preferences.getJobAlert(request.actor!.userId),
  );

  app.endpoint(
    preferenceEndpoints.updateJobAlerts,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Replace the job alert: fields, qualifications and doctor positions, contract types, postcode prefixes, accommodation only (an empty list is any)',
      },
    },
    async (request) => preferences.updateJobAlert(request.actor!.userId, request.body),
  );

  app.endpoint(
    preferenceEndpoints.unavailability,
    {
      ...options,
      schema: {
        ...docs,
        summary:
          "The caller's periods of unavailability that have not ended, soonest first (never asked then)",
      },
    },
    async (request) => ({ items: await preferences.listUnavailability(request.actor!.userId) }),
  );

  app.endpoint(
    preferenceEndpoints.addUnavailability,
    {
      ...options,
      schema: {
        ...docs,
        summary: 'Add a period of unavailability (holiday, sickness)',
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await preferences.addUnavailability(request.actor!.userId, request.body)),
  );

  app.endpoint(
    preferenceEndpoints.removeUnavailability,
    {
      ...options,
      schema: {
        ...docs,
        summary: 'Remove one of the caller’s periods',
      },
    },
    async (request, reply) => {
      await preferences.removeUnavailability(request.actor!.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
