import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinMonth,
  divideRounded,
  euroToCents,
  hoursLineCents,
  minutesToHours,
  percentOfCents,
  totalsOf,
} from './invoices.money';
import { formatCents, formatDay, languageForCountry } from './invoices.texts';

describe('money in cents', () => {
  it('rounds half away from zero in integers', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(-4, 10)).toBe(0);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it('reads euro columns without binary noise', () => {
    expect(euroToCents(60.75)).toBe(6075);
    expect(euroToCents(1.005)).toBe(101);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
  });

  it('prices minutes exactly and rounds each line on its own', () => {
    // 20 minutes at 60.75 €/h are 20.25 €; 1 minute at 0.50 €/h is 0.8333 ct → 1 ct.
    expect(hoursLineCents(20, 6075)).toBe(2025);
    expect(hoursLineCents(1, 50)).toBe(1);
    // Each line is rounded before the sum: three lines of 1 minute at 0.40 €/h are 0.67 ct each,
    // 1 ct on each line and 3 ct in all (the unrounded sum, 2 ct, is not what the lines say).
    expect([1, 1, 1].map((m) => hoursLineCents(m, 40)).reduce((a, b) => a + b)).toBe(3);
  });

  it('computes commission and VAT on the net total, credit notes negative', () => {
    expect(percentOfCents(148_331, 12.5)).toBe(18_541);
    expect(percentOfCents(100, 0)).toBe(0);
    expect(totalsOf([148_331])).toEqual({
      netCents: 148_331,
      vatCents: 28_183,
      grossCents: 176_514,
    });
    expect(totalsOf([-148_331])).toEqual({
      netCents: -148_331,
      vatCents: -28_183,
      grossCents: -176_514,
    });
  });

  it('shows minutes as hours with four places', () => {
    expect(minutesToHours(1465)).toBe(24.4167);
    expect(minutesToHours(20)).toBe(0.3333);
    expect(minutesToHours(90)).toBe(1.5);
  });
});

describe('Berlin months and days', () => {
  it('begins and ends the month at midnight in Germany, in summer and winter time', () => {
    expect(berlinMonth('2026-11')).toEqual({
      month: '2026-11',
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      from: new Date('2026-10-31T23:00:00Z'),
      until: new Date('2026-11-30T23:00:00Z'),
    });
    expect(berlinMonth('2026-10').from).toEqual(new Date('2026-09-30T22:00:00Z'));
    expect(berlinMonth('2026-12').until).toEqual(new Date('2026-12-31T23:00:00Z'));
    expect(berlinMonth('2028-02').lastDay).toBe('2028-02-29');
    // Not a month: bad input (400), not a crash.
    for (const month of ['2026-13', '2026-1', '０２０２６-１１'])
      expect(() => berlinMonth(month), month).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
  });

  it('computes any four-digit year without throwing (years below 100 are not 19xx, 9999 ends in 10000)', () => {
    expect(berlinMonth('0000-02').lastDay).toBe('0000-02-29');
    expect(berlinMonth('0001-01').from.getUTCFullYear()).toBe(0);
    expect(berlinMonth('0099-02').lastDay).toBe('0099-02-28');
    expect(berlinMonth('2100-02').lastDay).toBe('2100-02-28');
    expect(berlinMonth('9999-12').until).toEqual(new Date(Date.UTC(9999, 11, 31, 23)));
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-01', 30)).toBe('2026-12-31');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
  });
});

describe('the recipient’s language', () => {
  it('writes German for German-speaking countries and formats accordingly', () => {
    expect(languageForCountry('DE')).toBe('de');
    expect(languageForCountry('AT')).toBe('de');
    expect(languageForCountry('NL')).toBe('en');
    expect(formatCents(176_514, 'de')).toBe('1.765,14\u00a0€');
    expect(formatCents(-176_514, 'en')).toBe('-€1,765.14');
    expect(formatDay('2026-12-31', 'de')).toBe('31.12.2026');
    expect(formatDay('2026-12-31', 'en')).toBe('31/12/2026');
  });
});
