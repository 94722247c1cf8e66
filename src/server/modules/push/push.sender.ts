import webpush from 'web-push';
import type { Db } from '#server/db/client';
import { deleteSubscription, findSubscription, markSubscriptionUsed } from './push.queries';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push services may contact about our messages. */
  subject: string;
}

/** What became of one push message: taken by the push service, or the device is gone for good. */
export type PushOutcome = 'delivered' | 'gone';

/** Delivers one outbox push message to one device; throws on a failure worth retrying. */
export interface PushSender {
  send(message: { subscriptionId: string; payload: string }): Promise<PushOutcome>;
}

/** How long a push service keeps a message for an offline phone: a day, offers are urgent. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

/**
 * Sends with the web-push library (VAPID, aes128gcm). A 404 or 410 means the browser dropped the
 * subscription: it is deleted and the message counts as gone, not retried; anything else throws
 * so the outbox retries it with back-off, as for SMS.
 */
export function createWebPushSender(deps: { db: Db; vapid: VapidKeys; timeoutMs?: number }): PushSender {
  return {
    async send({ subscriptionId, payload }) {
      const subscription = await findSubscription(deps.db, subscriptionId);
      if (!subscription) return 'gone';
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: deps.vapid,
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: 'high',
            contentEncoding: 'aes128gcm',
            timeout: deps.timeoutMs ?? 10_000,
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await deleteSubscription(deps.db, subscriptionId);
          return 'gone';
        }
        throw error instanceof Error ? new Error(`push service answered ${status ?? 'nothing'}: ${error.message}`) : error;
      }
      await markSubscriptionUsed(deps.db, subscriptionId);
      return 'delivered';
    },
  };
}
