import { OFFER_ANSWERS, type OfferAnswer } from '#shared/request-states';
import { isApiError } from '#web/lib/api-client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long is left to answer, as a translation key and its values (myShifts.countdown.*). */
export type Countdown =
  | { key: 'none' }
  | { key: 'passed' }
  | { key: 'days'; values: { days: number; hours: number } }
  | { key: 'hours'; values: { hours: number; minutes: number } }
  | { key: 'minutes'; values: { minutes: number } };

export function countdown(deadlineAt: string | null, now: number): Countdown {
  if (!deadlineAt) return { key: 'none' };
  const left = Date.parse(deadlineAt) - now;
  if (!(left > 0)) return { key: 'passed' };
  // Rounded down: "1 min" is shown until the very last minute, never "0 min" while still open.
  if (left >= DAY)
    return {
      key: 'days',
      values: { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) },
    };
  if (left >= HOUR)
    return {
      key: 'hours',
      values: { hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) },
    };
  return { key: 'minutes', values: { minutes: Math.max(1, Math.floor(left / MINUTE)) } };
}

/** Less than this left: the countdown turns to a warning colour. */
export const URGENT_MS = 2 * HOUR;

export function isUrgent(deadlineAt: string | null, now: number): boolean {
  return deadlineAt !== null && Date.parse(deadlineAt) - now < URGENT_MS;
}

/** The feed URL for a phone's calendar app: the same address with the webcal scheme. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

/** What the one-tap link in an e-mail or SMS carries: ?token=…&answer=accepted|declined[&via=sms]. */
export function parseOfferLink(search: URLSearchParams): {
  token: string | null;
  answer: OfferAnswer | null;
  via: 'email' | 'sms' | undefined;
} {
  const token = search.get('token')?.trim() || null;
  const answer = search.get('answer');
  const via = search.get('via');
  return {
    token,
    answer: (OFFER_ANSWERS as readonly string[]).includes(answer ?? '')
      ? (answer as OfferAnswer)
      : null,
    via: via === 'sms' || via === 'email' ? via : undefined,
  };
}

/**
 * Why an answer was refused, for a page that explains it rather than showing an error:
 * answered before, time ran out, changed so it no longer fits, filled or cancelled, a link that
 * does not work.
 */
export type AnswerRefusal = 'answered' | 'expired' | 'withdrawn' | 'closed' | 'invalid' | 'failed';

export function refusalOf(error: unknown): AnswerRefusal {
  if (!isApiError(error)) return 'failed';
  // Compared as text: the engine's answer codes (OFFER_ANSWERED, OFFER_EXPIRED) join ERROR_CODES with it.
  const code: string = error.code;
  switch (code) {
    case 'OFFER_ANSWERED':
      return 'answered';
    case 'OFFER_EXPIRED':
      return 'expired';
    case 'OFFER_WITHDRAWN':
      return 'withdrawn';
    case 'REQUEST_NOT_OPEN':
      return 'closed';
    case 'TOKEN_INVALID':
    case 'NOT_FOUND':
    case 'VALIDATION_FAILED':
      return 'invalid';
    default:
      return 'failed';
  }
}
