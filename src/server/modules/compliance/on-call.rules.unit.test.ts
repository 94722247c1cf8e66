import { describe, expect, it } from 'vitest';
import type { OnCallAgreement } from '#shared/contracts/on-call';
import { checkWorkingTime } from './working-time.rules';
import type { Duty, OnCallTerms } from './on-call.rules';

/** Berlin wall time → instant, for the dates of this table (CET unless marked +02). */
const at = (stamp: string) => new Date(stamp.includes('+') ? stamp : `${stamp}+01:00`);
const duty = (from: string, to: string, extra: Partial<Duty> = {}): Duty => ({
  startsAt: at(from),
  endsAt: at(to),
  ...extra,
});
const onCall = (from: string, to: string, onCallPercent = 60) =>
  duty(from, to, { dutyKind: 'on_call', onCallPercent });

const agreement: OnCallAgreement = {
  maxDutyHours: 24,
  minOnCallPercent: 30,
  restAfterHours: 12,
  averagingWeeks: 52,
  consentAverageHours: 58,
};
const covered = (over: Partial<OnCallAgreement> = {}, consent = false): OnCallTerms => ({
  agreement: { ...agreement, ...over },
  consent,
});

// Tuesday 10 November 2026, 12:00 to 12:00: 24 hours, 23:15 of work after the 45-minute break.
const day24 = onCall('2026-11-10T12:00', '2026-11-11T12:00');
// Booked in the same Monday-to-Sunday week: two 10:45 shifts (10 hours of work each).
const tenHours = [
  duty('2026-11-13T08:00', '2026-11-13T18:45'),
  duty('2026-11-15T08:00', '2026-11-15T18:45'),
];
// 1,395 + 1,200 + this = 2,880 minutes, exactly 48 hours, with a 4:45 shift (no break).
const toExactly48 = [...tenHours, duty('2026-11-09T06:00', '2026-11-09T10:45')];
const toJustOver48 = [...tenHours, duty('2026-11-09T06:00', '2026-11-09T10:46')];
// A further hour: 2,941 minutes, a minute over 49 hours.

const table: [string, Duty[], Duty[], OnCallTerms | undefined, string[]][] = [
  ['24-hour on-call shift, no agreement', [day24], [], undefined, ['on_call_no_agreement']],
  [
    '… the agreement recorded as none',
    [day24],
    [],
    { agreement: null, consent: true },
    ['on_call_no_agreement'],
  ],
  ['… under the agreement', [day24], [], covered(), []],
  ['… readiness for work counts alike', [{ ...day24, dutyKind: 'standby' }], [], covered(), []],
  [
    '… on-call share below the agreement’s',
    [onCall('2026-11-10T12:00', '2026-11-11T12:00', 29)],
    [],
    covered(),
    ['on_call_share_too_low'],
  ],
  [
    '… exactly the agreement’s share',
    [onCall('2026-11-10T12:00', '2026-11-11T12:00', 30)],
    [],
    covered(),
    [],
  ],
  [
    '… longer than the longest duty (16 hours)',
    [day24],
    [],
    covered({ maxDutyHours: 16 }),
    ['over_longest_duty'],
  ],
  [
    'a regular 24-hour shift stays §3',
    [duty('2026-11-10T12:00', '2026-11-11T12:00')],
    [],
    covered({}, true),
    ['over_10h'],
  ],
  [
    'an 8-hour on-call shift needs no agreement',
    [onCall('2026-11-10T08:00', '2026-11-10T16:00')],
    [],
    undefined,
    [],
  ],
  [
    'rest of 11 hours after the long day, agreement asks 12',
    [day24],
    [duty('2026-11-11T23:00', '2026-11-12T06:00')],
    covered(),
    ['rest_after_long_duty'],
  ],
  [
    'rest of 12 hours after it',
    [day24],
    [duty('2026-11-12T00:00', '2026-11-12T06:00')],
    covered(),
    [],
  ],
  [
    'rest of 11:59 before it, after a booked long day',
    [onCall('2026-11-12T12:00', '2026-11-13T12:00')],
    [onCall('2026-11-10T23:00', '2026-11-12T00:01')],
    covered(),
    ['rest_after_long_duty'],
  ],
  [
    'under 11 hours is §5 as ever',
    [day24],
    [duty('2026-11-11T22:00', '2026-11-12T06:00')],
    covered(),
    ['rest', 'rest_after_long_duty'],
  ],
  [
    'exactly 48 hours in the week, no consent',
    [day24],
    toExactly48,
    covered({ averagingWeeks: 1 }),
    [],
  ],
  [
    'a minute over 48 hours, no consent',
    [day24],
    toJustOver48,
    covered({ averagingWeeks: 1 }),
    ['over_48h_12_months'],
  ],
  [
    '… with consent up to 58 hours',
    [day24],
    toJustOver48,
    covered({ averagingWeeks: 1 }, true),
    [],
  ],
  [
    '… consent, but the agreement allows none above 48',
    [day24],
    toJustOver48,
    covered({ averagingWeeks: 1, consentAverageHours: null }, true),
    ['over_48h_12_months'],
  ],
  [
    '… consent, above the agreed 49 hours',
    [day24],
    [...toJustOver48, duty('2026-11-12T18:00', '2026-11-12T19:00')],
    covered({ averagingWeeks: 1, consentAverageHours: 49 }, true),
    ['over_agreed_average'],
  ],
  [
    'the Sunday before is another week',
    [day24],
    [
      ...tenHours.slice(0, 1),
      duty('2026-11-08T08:00', '2026-11-08T18:45'),
      duty('2026-11-09T06:00', '2026-11-09T10:46'),
    ],
    covered({ averagingWeeks: 1 }),
    [],
  ],
  [
    'autumn clock change: 25 real hours pass the longest duty',
    [onCall('2026-10-24T12:00+02:00', '2026-10-25T12:00')],
    [],
    covered(),
    ['over_longest_duty'],
  ],
  [
    'spring clock change: 23 real hours',
    [onCall('2027-03-27T12:00', '2027-03-28T12:00+02:00')],
    [],
    covered(),
    [],
  ],
];

describe('ArbZG §7: a day over 10 hours with on-call duty', () => {
  it.each(table)('%s', (_, wanted, booked, terms, refusals) => {
    expect(checkWorkingTime(wanted, booked, terms).refusals).toEqual(refusals);
  });

  it('an agreement leaves a regular request as §3 has it, warnings included', () => {
    const regular = [duty('2026-11-15T08:00', '2026-11-15T16:00')];
    expect(checkWorkingTime(regular, [], covered())).toEqual(checkWorkingTime(regular, []));
  });

  it('under the agreement its average replaces the 24-week warning of §3', () => {
    // 24 weeks of 49:30 hours, one 10:45 shift a day from Monday to Friday less one.
    const weeks = Array.from({ length: 24 }, (_, week) =>
      Array.from({ length: 5 }, (_, day) => {
        const date = new Date(Date.UTC(2026, 4, 25 + week * 7 + day)).toISOString().slice(0, 10);
        return duty(`${date}T08:00+02:00`, `${date}T18:45+02:00`);
      }),
    ).flat();
    const check = checkWorkingTime([day24], weeks, covered({}, true));
    expect(check.warnings).not.toContain('over_48h_average');
    expect(check.refusals).toEqual([]);
  });
});
