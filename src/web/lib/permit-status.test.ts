import { describe, expect, it } from 'vitest';
import { daysLeft, formatMoment, formatPermitDate, permitStatus, todayIso } from './permit-status';

const permit = (permitValidUntil: string | null) => ({
  permitNumber: 'AÜ 2024/0815',
  permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
  permitValidUntil,
});

describe('permitStatus', () => {
  it('is missing while any part of the permit is missing', () => {
    expect(permitStatus(permit(null), '2026-03-01')).toBe('missing');
    expect(permitStatus({ ...permit('2027-01-01'), permitNumber: null }, '2026-03-01')).toBe(
      'missing',
    );
    expect(permitStatus({ ...permit('2027-01-01'), permitAuthority: '' }, '2026-03-01')).toBe(
      'missing',
    );
    expect(permitStatus(permit('not a date'), '2026-03-01')).toBe('missing');
  });

  it('is valid through its last day and expired the day after', () => {
    expect(permitStatus(permit('2026-03-01'), '2026-03-01')).toBe('expiring');
    expect(permitStatus(permit('2026-02-28'), '2026-03-01')).toBe('expired');
  });

  it('warns within 30 days, across month and year ends', () => {
    expect(permitStatus(permit('2026-03-31'), '2026-03-01')).toBe('expiring'); // 30 days
    expect(permitStatus(permit('2026-04-01'), '2026-03-01')).toBe('valid'); // 31 days
    expect(permitStatus(permit('2027-01-10'), '2026-12-20')).toBe('expiring');
    expect(permitStatus(permit('2028-12-31'), '2026-12-20')).toBe('valid');
  });

  it('counts calendar days, not hours (a daylight-saving change in between is no day)', () => {
    expect(daysLeft('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysLeft('2026-10-26', '2026-10-24')).toBe(2);
    expect(daysLeft('2026-03-01', '2026-03-02')).toBe(-1);
  });
});

describe('formats', () => {
  it('writes days and moments (on Berlin’s clock) in the language’s format', () => {
    expect(formatPermitDate('2027-12-31', 'en')).toBe('31/12/2027');
    expect(formatPermitDate('2027-12-31', 'de')).toBe('31.12.2027');
    expect(formatPermitDate(null, 'en')).toBe('');
    const moment = '2026-05-07T09:05:00+02:00';
    expect(formatMoment(moment, 'en').replace(' (Berlin)', '')).toBe('07/05/2026 09:05');
    expect(formatMoment(moment, 'de').replace(' (Berlin)', '')).toBe('07.05.2026 09:05');
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
