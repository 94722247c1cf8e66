import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushEndpoints } from '#shared/contracts/push';
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
      },
    },
    async (request, reply) => {
      await push.unsubscribe(request.actor!.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
