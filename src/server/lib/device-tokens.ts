import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Known-device tokens after OWASP's "device cookie" recipe: issued on a successful
 * sign-in, bound to the account, signed with an HMAC so the server stores nothing. A valid one
 * lets its holder past the per-address ceiling, limited per token instead.
 */
export const DEVICE_TOKEN_TTL_DAYS = 180;

interface DevicePayload {
  /** The account it is bound to. */
  u: string;
  /** A random id: the subject of the token's own failure budget. */
  n: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const sign = (secret: string, body: string) =>
  // A purpose prefix, so no other HMAC of this secret (rate-limit keys) can pass as a device token.
  createHmac('sha256', secret).update(`device-token:${body}`).digest('base64url');

export function issueDeviceToken(secret: string, userId: string, nowMs: number): string {
  const payload: DevicePayload = {
    u: userId,
    n: randomBytes(16).toString('base64url'),
    e: Math.floor(nowMs / 1000) + DEVICE_TOKEN_TTL_DAYS * 24 * 3600,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The token's id if it is well signed, unexpired and bound to `userId`; otherwise null. */
export function verifyDeviceToken(
  secret: string,
  token: string,
  userId: string,
  nowMs: number,
): string | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: Partial<DevicePayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<DevicePayload>;
  } catch {
    return null;
  }
  if (payload.u !== userId || typeof payload.n !== 'string' || typeof payload.e !== 'number')
    return null;
  if (payload.e * 1000 <= nowMs) return null;
  return payload.n;
}
