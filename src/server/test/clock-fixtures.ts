/**
 * Instants at which the date-sensitive API tests run: the app gets a fixedClock set to
 * one of them, so "tomorrow", deadlines and expiry are tested on these days whatever day CI runs.
 * Wall times are Europe/Berlin, where the clinics are.
 */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const offsetFormat = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
});

function offsetMs(at: number): number {
  const zone =
    offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  return match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000
    : 0;
}

/** The instant of a Berlin wall time, e.g. berlin('2027-03-27T22:00') (a time that exists). */
export function berlin(local: string): Date {
  const asUtc = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(asUtc)) throw new Error(`not a local time: ${local}`);
  const guess = asUtc - offsetMs(asUtc);
  return new Date(asUtc - offsetMs(guess));
}

/** YYYY-MM-DD of an instant in Berlin. */
export const berlinDay = (at: Date) => dayFormat.format(at);
/** HH:mm of an instant in Berlin. */
export const berlinTime = (at: Date) => timeFormat.format(at);
export const berlinWeekday = (at: Date) => weekdayFormat.format(at);

/** The calendar day `days` after a YYYY-MM-DD day (plain calendar arithmetic, no time zone). */
export function dayAfter(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export interface TestInstant {
  name: string;
  now: Date;
  /** The Berlin day after `now`'s: what "tomorrow" must mean there. */
  tomorrow: string;
  tomorrowWeekday: string;
}

const instant = (
  name: string,
  local: string,
  tomorrow: string,
  tomorrowWeekday: string,
): TestInstant => ({
  name,
  now: berlin(local),
  tomorrow,
  tomorrowWeekday,
});

export const INSTANTS: TestInstant[] = [
  instant('a Sunday at 23:30', '2026-11-29T23:30', '2026-11-30', 'Monday'),
  instant('the last day of a month', '2027-04-30T20:00', '2027-05-01', 'Saturday'),
  instant('28 February of a common year', '2027-02-28T12:00', '2027-03-01', 'Monday'),
  instant('29 February of a leap year', '2028-02-29T12:00', '2028-03-01', 'Wednesday'),
  instant('the evening before the spring clock change', '2027-03-27T20:30', '2027-03-28', 'Sunday'),
  instant('the evening before the autumn clock change', '2027-10-30T20:30', '2027-10-31', 'Sunday'),
  instant('New Year’s Eve at 23:30', '2026-12-31T23:30', '2027-01-01', 'Friday'),
];

/**
 * The two clock-change nights: a 22:00–06:00 night shift lasts 7 hours in spring (02:00 CET
 * jumps to 03:00 CEST) and 9 in autumn (03:00 CEST falls back to 02:00 CET).
 */
export const DST_NIGHTS = [
  {
    name: 'spring',
    now: berlin('2027-03-27T20:30'),
    start: berlin('2027-03-27T22:00'),
    end: berlin('2027-03-28T06:00'),
    hours: 7,
  },
  {
    name: 'autumn',
    now: berlin('2027-10-30T20:30'),
    start: berlin('2027-10-30T22:00'),
    end: berlin('2027-10-31T06:00'),
    hours: 9,
  },
] as const;
