import { describe, expect, it } from 'vitest';
import { consentCovers, consentEndsAt } from './on-call.rules';

describe('§7 (7) ArbZG: a revoked consent holds six months on (§188 BGB)', () => {
  // Revoked at (UTC) → ends at (UTC): midnight in Berlin after the day six months on.
  const table: [string, string, string][] = [
    ['a winter day', '2026-12-08T09:00:00Z', '2027-06-08T22:00:00Z'],
    ['31 August: no 31 February, the last day', '2026-08-31T10:00:00Z', '2027-02-28T23:00:00Z'],
    ['31 August before a leap year: 29 February', '2027-08-31T10:00:00Z', '2028-02-29T23:00:00Z'],
    [
      'New Year’s Eve late evening, into summer time',
      '2026-12-31T22:30:00Z',
      '2027-06-30T22:00:00Z',
    ],
    ['00:30 in Berlin is already 1 September', '2026-08-31T22:30:00Z', '2027-03-01T23:00:00Z'],
    ['23:30 in Berlin is still 31 March', '2027-03-31T21:30:00Z', '2027-09-30T22:00:00Z'],
  ];
  it.each(table)('%s', (_, revokedAt, endsAt) => {
    expect(consentEndsAt(new Date(revokedAt))).toEqual(new Date(endsAt));
  });

  it('covers shifts starting before its end, not at it', () => {
    const consent = {
      givenAt: new Date('2026-01-01T00:00:00Z'),
      effectiveUntil: new Date('2027-06-08T22:00:00Z'),
    };
    expect(consentCovers(consent, new Date('2027-06-08T21:59:59Z'))).toBe(true);
    expect(consentCovers(consent, new Date('2027-06-08T22:00:00Z'))).toBe(false);
    expect(
      consentCovers({ ...consent, effectiveUntil: null }, new Date('2099-01-01T00:00:00Z')),
    ).toBe(true);
  });
});
