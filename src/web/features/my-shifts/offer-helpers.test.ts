import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { countdown, isUrgent, parseOfferLink, refusalOf, webcalUrl } from './offer-helpers';

const NOW = Date.parse('2030-01-05T10:00:00Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('countdown', () => {
  it('has nothing to count without a deadline, and says when it has passed', () => {
    expect(countdown(null, NOW)).toEqual({ key: 'none' });
    expect(countdown(inMs(0), NOW)).toEqual({ key: 'passed' });
    expect(countdown(inMs(-5 * MINUTE), NOW)).toEqual({ key: 'passed' });
  });

  it('counts days and hours, hours and minutes, or minutes, rounding down', () => {
    expect(countdown(inMs(50 * HOUR + 59 * MINUTE), NOW)).toEqual({
      key: 'days',
      values: { days: 2, hours: 2 },
    });
    expect(countdown(inMs(24 * HOUR), NOW)).toEqual({ key: 'days', values: { days: 1, hours: 0 } });
    expect(countdown(inMs(3 * HOUR + 20 * MINUTE + 59_000), NOW)).toEqual({
      key: 'hours',
      values: { hours: 3, minutes: 20 },
    });
    expect(countdown(inMs(59 * MINUTE), NOW)).toEqual({ key: 'minutes', values: { minutes: 59 } });
  });

  it('never shows 0 minutes while the offer is still open', () => {
    expect(countdown(inMs(20_000), NOW)).toEqual({ key: 'minutes', values: { minutes: 1 } });
  });

  it('calls less than two hours urgent', () => {
    expect(isUrgent(inMs(2 * HOUR - 1), NOW)).toBe(true);
    expect(isUrgent(inMs(2 * HOUR), NOW)).toBe(false);
    expect(isUrgent(null, NOW)).toBe(false);
  });
});

describe('webcalUrl', () => {
  it('swaps http and https for webcal and keeps the rest', () => {
    expect(webcalUrl('https://shifts.example.com/api/calendar/abc_-1.ics')).toBe(
      'webcal://shifts.example.com/api/calendar/abc_-1.ics',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/x.ics')).toBe(
      'webcal://localhost:3000/api/calendar/x.ics',
    );
  });
});

describe('parseOfferLink', () => {
  it('reads the token, a known answer and the channel', () => {
    expect(parseOfferLink(new URLSearchParams('token=abc&answer=declined&via=sms'))).toEqual({
      token: 'abc',
      answer: 'declined',
      via: 'sms',
    });
  });

  it('drops an unknown answer or channel and an empty token', () => {
    expect(parseOfferLink(new URLSearchParams('token=%20&answer=maybe&via=fax'))).toEqual({
      token: null,
      answer: null,
      via: undefined,
    });
  });
});

describe('refusalOf', () => {
  it('tells answered, expired, closed and broken links apart', () => {
    const error = (code: string) => new ApiError(409, code as ApiError['code'], 'message');
    expect(refusalOf(error('OFFER_ANSWERED'))).toBe('answered');
    expect(refusalOf(error('OFFER_EXPIRED'))).toBe('expired');
    expect(refusalOf(error('OFFER_WITHDRAWN'))).toBe('withdrawn');
    expect(refusalOf(error('REQUEST_NOT_OPEN'))).toBe('closed');
    expect(refusalOf(error('TOKEN_INVALID'))).toBe('invalid');
    expect(refusalOf(error('VALIDATION_FAILED'))).toBe('invalid');
    expect(refusalOf(error('NETWORK'))).toBe('failed');
    expect(refusalOf(new Error('boom'))).toBe('failed');
  });
});
