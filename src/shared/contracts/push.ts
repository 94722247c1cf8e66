import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * Web Push: the server's VAPID public key, and the caller's devices that opted in.
 * A subscription is what the browser's PushManager gives: the push service's URL and the keys
 * to encrypt for it (base64url).
 */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'invalid_value' });

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'invalid_value' }).max(2000),
  keys: z.object({
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(16).max(30),
  }),
  deviceLabel: z.string().trim().max(100).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionParamsSchema = z.object({ id: z.uuid() });

export const pushSubscriptionSchema = z.object({
  _id: z.uuid(),
  deviceLabel: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushEndpoints = {
  publicKey: endpoint('GET', '/push/public-key', { response: pushPublicKeySchema }),
  subscribe: endpoint('POST', '/me/push-subscriptions', {
    body: pushSubscriptionBodySchema,
    response: pushSubscriptionSchema,
    status: 201,
    errors: [400, 401],
  }),
  unsubscribe: endpoint('DELETE', '/me/push-subscriptions/:id', {
    params: pushSubscriptionParamsSchema,
    response: z.null(),
    status: 204,
    errors: [400, 401, 404],
  }),
};

/**
 * What a push message carries, encrypted for one device (the server writes it, src/web/sw.ts
 * shows it): the texts in the person's language, where a tap leads, and for an offer the two
 * one-tap answer links with their texts, so Accept or Decline answers without opening the app.
 */
export interface PushPayload {
  lang: string;
  title: string;
  body: string;
  /** Groups a request's notifications on the phone: a newer one replaces the older. */
  tag: string;
  /** The page a tap on the notification opens (absolute). */
  url: string | null;
  answer: {
    /** The e-mail's one-tap links; the worker posts their token to `endpoint` (answer-by-token). */
    accept: string;
    decline: string;
    endpoint: string;
    labels: { accept: string; decline: string };
    /** Shown after the tap; on a refusal the server's message (in the person's language) instead. */
    done: { accepted: string; declined: string; failed: string };
  } | null;
}
