import fp from 'fastify-plugin';

type Work = () => Promise<unknown>;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Runs `work` once the response has been sent: the answer's timing then cannot tell whether
     * there was work to do (e.g. a mail for a known address). Failures are logged.
     */
    afterResponse(work: Work): void;
  }
  interface FastifyInstance {
    /** Resolves when all work started by afterResponse has finished (tests, shutdown). */
    afterResponseSettled(): Promise<void>;
  }
}

const queued = new WeakMap<object, Work[]>();

export const afterResponsePlugin = fp(async (app) => {
  const running = new Set<Promise<unknown>>();

  app.decorateReply('afterResponse', function (this: { request: object }, work: Work) {
    const list = queued.get(this.request) ?? [];
    list.push(work);
    queued.set(this.request, list);
  });
  app.decorate('afterResponseSettled', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });

  app.addHook('onResponse', async (request) => {
    for (const work of queued.get(request) ?? []) {
      // On the next turn of the event loop: nothing of the work runs while the answer is still
      // being handed over (in-process PGlite queries would otherwise run first).
      const promise = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'work after the response failed'),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    }
  });
  // The database closes after the app: let started work finish first.
  app.addHook('onClose', async () => app.afterResponseSettled());
});
