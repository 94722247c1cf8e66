import { calendarDay } from '#shared/format';

/**
 * The report period: Berlin calendar days, both ends included. The presets run in
 * whole Berlin months up to today, so the month-by-month chart has full bars: "last 12 months" is
 * the first of the month eleven months back up to today.
 */
export const PRESETS = ['month', '3m', '12m'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = '12m';

export interface Period {
  from: string;
  to: string;
}

const MONTHS_BACK: Record<Preset, number> = { month: 0, '3m': 2, '12m': 11 };

/** Months counted from year 0, so stepping across a new year is plain arithmetic. */
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Today's date in Berlin as YYYY-MM-DD. */
export function berlinToday(now: Date = new Date()): string {
  return calendarDay(now);
}

export function presetPeriod(preset: Preset, today: string): Period {
  return { from: `${monthAt(monthIndex(today) - MONTHS_BACK[preset])}-01`, to: today };
}

/** The preset a period is, on the given day; 'custom' for any other. */
export function presetOf(period: Period, today: string): Preset | 'custom' {
  return (
    PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? 'custom'
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2026-02-30 is not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The period in the URL, or the default when it is missing or not a pair of ordered days. */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const from = search.get('from');
  const to = search.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { from, to };
  return presetPeriod(DEFAULT_PRESET, today);
}

/** Every Berlin month the period touches, "YYYY-MM", in order. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (let at = monthIndex(period.from); at <= monthIndex(period.to); at += 1)
    months.push(monthAt(at));
  return months;
}

/**
 * The server lists only months with figures; a chart and its table show every month of the
 * period, the missing ones with `empty` figures, so a quiet month reads as zero, not as absent.
 */
export function everyMonth<Row extends { month: string }>(
  rows: Row[],
  period: Period,
  empty: Omit<Row, 'month'>,
): Row[] {
  const known = new Map(rows.map((row) => [row.month, row]));
  return monthsOf(period).map((month) => known.get(month) ?? ({ ...empty, month } as Row));
}
