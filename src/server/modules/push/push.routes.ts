import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushEndpoints,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionSchema,
} from '#shared/contracts/push';
import { errorResponses } from '#server/lib/openapi';
import type { PushService } from './push.service';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const docs = { tags: ['me: push'] };
  const signedIn = { onRequest: app.authenticate };
  const secured = { ...docs, security: [{ bearerAuth: [] }] };

  app.endpoint(
    pushEndpoints.publicKey,
    {
      schema: {
        ...docs,
        summary:
          "The server's VAPID public key, the applicationServerKey a browser subscribes with",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => push.publicKey(),
  );

  app.endpoint(
    pushEndpoints.subscribe,
    {
      ...signedIn,
      schema: {
        ...secured,
        summary:
          "Opt this device in to push: the browser's subscription, https to a public push service (the same endpoint again replaces it; another account's becomes the caller's, as a new device)",
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await push.subscribe(request.actor!.userId, request.body)),
  );

  app.endpoint(
    pushEndpoints.unsubscribe,
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: "Opt a device out of push; only the caller's own (another's is not found)",
        params: pushSubscriptionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(request.actor!.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
