import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { Db } from '#server/db/client';
import { deleteSubscription, findSubscription, markSubscriptionUsed } from './push.queries';
import { resolveEndpoint, type EndpointPolicy, type ResolveHost } from './push.endpoints';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push services may contact about our messages. */
  subject: string;
}

/** What became of one push message: taken by the push service, or no retry can reach the device. */
export type PushOutcome = { status: 'delivered' } | { status: 'gone'; reason: string };

/** Delivers one outbox push message to one device; throws on a failure worth retrying. */
export interface PushSender {
  send(message: { subscriptionId: string; payload: string }): Promise<PushOutcome>;
}

/** How long a push service keeps a message for an offline phone: a day, offers are urgent. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;
/** How much of a refusal's body is kept for the outbox's last error. */
const ANSWER_BYTES = 2048;

/** The connection goes to the address that was checked, whatever the name answers by now. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** One POST, no redirect followed (node:http follows none), at most `timeoutMs` in all. */
function post(
  target: { url: URL; address: string; family: 4 | 6 },
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      target.url,
      {
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(target.address, target.family),
        // A connection of its own: a kept-alive one would skip the check of this message.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8').slice(0, 200),
          }),
        );
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete)
            reject(new Error('the push service closed the connection before its answer ended'));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

const goneFor = async (db: Db, subscriptionId: string, reason: string): Promise<PushOutcome> => {
  await deleteSubscription(db, subscriptionId);
  return { status: 'gone', reason };
};

/**
 * web-push signs (VAPID) and encrypts (aes128gcm) the message; node:https carries it to the
 * address the endpoint's name resolved to and was checked at (push.endpoints.ts), with a
 * timeout. An endpoint that is not a public https address, or that answers with a redirect, is
 * no push service: the device is deleted and the message fails without retry, as for a 404 or
 * 410 (the browser dropped the subscription). Any other failure throws, so the outbox retries it
 * with back-off, as for SMS. `resolve` and `testHosts` are for tests only.
 */
export function createWebPushSender(
  deps: { db: Db; vapid: VapidKeys; timeoutMs?: number; resolve?: ResolveHost } & EndpointPolicy,
): PushSender {
  return {
    async send({ subscriptionId, payload }) {
      const subscription = await findSubscription(deps.db, subscriptionId);
      if (!subscription) return { status: 'gone', reason: 'subscription gone' };
      const target = await resolveEndpoint(subscription.endpoint, {
        resolve: deps.resolve,
        testHosts: deps.testHosts,
      });
      if ('refused' in target)
        return goneFor(deps.db, subscriptionId, `push endpoint refused: ${target.refused}`);
      const details = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        {
          vapidDetails: deps.vapid,
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
      );
      const answer = await post(
        target,
        { method: details.method, headers, body: details.body ?? null },
        deps.timeoutMs ?? 10_000,
      );
      if (answer.status >= 300 && answer.status < 400) {
        return goneFor(
          deps.db,
          subscriptionId,
          `push endpoint refused: it answered with a redirect (${answer.status}), not followed`,
        );
      }
      if (answer.status === 404 || answer.status === 410)
        return goneFor(deps.db, subscriptionId, 'subscription gone');
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(`push service answered ${answer.status}: ${answer.text}`);
      }
      await markSubscriptionUsed(deps.db, subscriptionId);
      return { status: 'delivered' };
    },
  };
}
