import { wallClock } from '#shared/format';
import type { FederalState, SurchargeBand, SurchargeRules } from '#shared/surcharges';
import { isHoliday } from './holidays';

/**
 * Splits worked time into surcharge bands, in Europe/Berlin wall time (TVöD §7 Abs. 5, §8 Abs. 1):
 * night 21–6 h, Saturday 13–21 h, Sunday and public holidays all day, 24 and 31 December from
 * 6 h. Every boundary is a whole wall hour and Berlin's offset changes only at whole UTC hours,
 * so the time is walked in pieces up to the next UTC hour, each of one wall hour: a night over a
 * change to summer time has an hour less, one over the change back an hour more.
 */

export type BandMinutes = Record<SurchargeBand, number>;

const HOUR = 3_600_000;
const MINUTE = 60_000;

export function noBands(): BandMinutes {
  return { night: 0, saturday: 0, sunday: 0, holiday: 0, dec24And31: 0 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day bands that apply at one wall hour, before the combination rule. */
function dayBands(
  clock: { year: number; month: number; day: number; hour: number },
  state: FederalState | null,
): SurchargeBand[] {
  const day = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const bands: SurchargeBand[] = [];
  if (isHoliday(day, state)) bands.push('holiday');
  if (clock.month === 12 && (clock.day === 24 || clock.day === 31) && clock.hour >= 6)
    bands.push('dec24And31');
  if (weekday === 0) bands.push('sunday');
  if (weekday === 6 && clock.hour >= 13 && clock.hour < 21) bands.push('saturday');
  return bands;
}

const PERCENT_OF: Record<SurchargeBand, keyof SurchargeRules> = {
  night: 'nightPercent',
  saturday: 'saturdayPercent',
  sunday: 'sundayPercent',
  holiday: 'holidayPercent',
  dec24And31: 'dec24And31Percent',
};

export function percentOf(rules: SurchargeRules, band: SurchargeBand): number {
  return rules[PERCENT_OF[band]] as number;
}

/** The bands one worked wall hour earns: night on top, the day bands by the combination rule. */
function bandsAt(
  clock: { year: number; month: number; day: number; hour: number },
  state: FederalState | null,
  rules: SurchargeRules,
): SurchargeBand[] {
  const isNight = (clock.hour >= 21 || clock.hour < 6) && rules.nightPercent > 0;
  const night = isNight ? (['night'] as const) : [];
  const days = dayBands(clock, state).filter((band) => percentOf(rules, band) > 0);
  if (rules.combination === 'all' || days.length < 2) return [...night, ...days];
  // Only the highest (TVöD §8 Abs. 1 Satz 3); on a tie the first listed, the holiday before the others.
  const highest = days.reduce((best, band) =>
    percentOf(rules, band) > percentOf(rules, best) ? band : best,
  );
  return [...night, highest];
}

/** Adds the bands of [from, until) to `into`, minute by minute of real time. */
function addSpan(
  into: BandMinutes,
  from: number,
  until: number,
  state: FederalState | null,
  rules: SurchargeRules,
) {
  for (let at = from; at < until;) {
    const next = Math.min(until, (Math.floor(at / HOUR) + 1) * HOUR);
    const minutes = Math.round((next - at) / MINUTE);
    for (const band of bandsAt(wallClock(at), state, rules)) into[band] += minutes;
    at = next;
  }
}

export interface WorkedSpan {
  start: Date;
  end: Date;
  breakMinutes: number;
}

/**
 * The surcharge minutes of one worked span. The break is laid in the middle of the span (where a
 * shift's break usually is), so it takes no side's surcharge; the minutes outside it are the
 * billed ones, the span's whole minutes less the break, as the invoice counts them.
 */
export function surchargeMinutes(
  span: WorkedSpan,
  state: FederalState | null,
  rules: SurchargeRules,
): BandMinutes {
  const start = Math.round(span.start.getTime() / MINUTE) * MINUTE;
  const spanMinutes = Math.round((span.end.getTime() - span.start.getTime()) / MINUTE);
  const breakMinutes = Math.min(Math.max(span.breakMinutes, 0), Math.max(spanMinutes, 0));
  const bands = noBands();
  if (spanMinutes <= 0) return bands;
  const before = Math.floor((spanMinutes - breakMinutes) / 2);
  const end = start + spanMinutes * MINUTE;
  addSpan(bands, start, start + before * MINUTE, state, rules);
  addSpan(bands, start + (before + breakMinutes) * MINUTE, end, state, rules);
  return bands;
}

export function addBands(into: BandMinutes, more: BandMinutes): BandMinutes {
  for (const band of Object.keys(into) as SurchargeBand[]) into[band] += more[band];
  return into;
}
