import type { PushSubscription, PushSubscriptionBody } from '#shared/contracts/push';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import * as q from './push.queries';
import { endpointProblem, type EndpointPolicy } from './push.endpoints';

// What other modules use of this module's parts.
export { type PushSender } from './push.sender';

const toJson = (row: Awaited<ReturnType<typeof q.upsertSubscription>>): PushSubscription => ({
  _id: row.id,
  deviceLabel: row.deviceLabel,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A person's devices that get push messages; each is the owner's alone.
 * An endpoint the server must not call is refused here, before anything is stored.
 */
export function createPushService(deps: { db: Db; publicKey: string; endpoints?: EndpointPolicy }) {
  const { db } = deps;
  return {
    publicKey: () => ({ publicKey: deps.publicKey }),

    async subscribe(userId: string, body: PushSubscriptionBody) {
      const problem = endpointProblem(body.endpoint, deps.endpoints);
      if (problem) throw new AppError('VALIDATION_FAILED', [{ field: 'endpoint', key: problem }]);
      const row = await q.upsertSubscription(db, {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        deviceLabel: body.deviceLabel || null,
      });
      return toJson(row);
    },

    async unsubscribe(userId: string, id: string) {
      if (!(await q.deleteOwnSubscription(db, userId, id))) throw new AppError('NOT_FOUND');
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
