import { createHmac, timingSafeEqual } from 'node:crypto';

/** EventSource cannot send an Authorization header, so the stream URL carries this instead. */
export const STREAM_TICKET_TTL_MS = 60_000;
// Keeps these signatures apart from anything else signed with the same secret.
const PURPOSE = 'notifications-stream';

export interface TicketClaims {
  userId: string;
  sessionId: string;
  expires: number;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${body}`).digest('base64url');
}

export function signStreamTicket(
  secret: string,
  claims: Omit<TicketClaims, 'expires'>,
  now = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ u: claims.userId, s: claims.sessionId, e: now + STREAM_TICKET_TTL_MS }),
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a well-signed, unexpired ticket; null for anything else. */
export function readStreamTicket(
  secret: string,
  ticket: string,
  now = Date.now(),
): TicketClaims | null {
  const [body, given, extra] = ticket.split('.');
  if (!body || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      s?: unknown;
      e?: unknown;
    };
    if (
      typeof claims.u !== 'string' ||
      typeof claims.s !== 'string' ||
      typeof claims.e !== 'number'
    )
      return null;
    if (claims.e <= now) return null;
    return { userId: claims.u, sessionId: claims.s, expires: claims.e };
  } catch {
    return null;
  }
}
