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
 * web-push signs (VAPID) and encrypts (aes128gcm) the message; fetch carries it, so a timeout
 * and the answer are ours to read (and a push service on plain http, as in the tests, works). A
 * 404 or 410 means the browser dropped the subscription: it is deleted and the message counts as
 * gone, not retried; any other failure throws so the outbox retries it with back-off, as for SMS.
 */
export function createWebPushSender(deps: { db: Db; vapid: VapidKeys; timeoutMs?: number }): PushSender {
  return {
    async send({ subscriptionId, payload }) {
      const subscription = await findSubscription(deps.db, subscriptionId);
      if (!subscription) return 'gone';
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: deps.vapid, TTL: TIME_TO_LIVE_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
      const answer = await response.text().catch(() => '');
      if (response.status === 404 || response.status === 410) {
        await deleteSubscription(deps.db, subscriptionId);
        return 'gone';
      }
      if (!response.ok) throw new Error(`push service answered ${response.status}: ${answer.slice(0, 200)}`);
      await markSubscriptionUsed(deps.db, subscriptionId);
      return 'delivered';
    },
  };
}
