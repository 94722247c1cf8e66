import { getHolidays } from 'feiertagejs';
import type { FederalState } from '#shared/surcharges';

/**
 * Public holidays of a federal state, from feiertagejs (the moveable feasts from Easter and the
 * state days), with what it lacks or counts too widely corrected here. Only days a whole state
 * keeps count: days of some municipalities (Mariä Himmelfahrt in Bavaria, Fronleichnam in parts
 * of Saxony and Thuringia, the Augsburger Friedensfest) are not the organisation's by its state.
 * Without a state, only the days every state keeps.
 */

/** One-off days a state's law declared for a single year (Berlin: Tag der Befreiung, 2020 and 2025). */
const ONE_OFF: Partial<Record<FederalState, Record<string, string>>> = {
  BE: { '2020-05-08': 'TAG_DER_BEFREIUNG', '2025-05-08': 'TAG_DER_BEFREIUNG' },
};

/** Days the library gives a state although only some of its municipalities keep them. */
const PARTIAL: Partial<Record<FederalState, string[]>> = { BY: ['MARIAHIMMELFAHRT'] };

const cache = new Map<string, ReadonlyMap<string, string>>();

/** The year's holidays as calendar day (YYYY-MM-DD) → the library's name of the day. */
export function holidaysOf(year: number, state: FederalState | null): ReadonlyMap<string, string> {
  const key = `${year}|${state ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const partial = state ? (PARTIAL[state] ?? []) : [];
  const days = new Map<string, string>();
  for (const holiday of getHolidays(year, state ?? 'BUND')) {
    if (!partial.includes(holiday.name)) days.set(holiday.dateString, holiday.name);
  }
  for (const [day, name] of Object.entries((state && ONE_OFF[state]) ?? {}))
    if (day.startsWith(`${year}-`)) days.set(day, name);
  const sorted = new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
  cache.set(key, sorted);
  return sorted;
}

export function isHoliday(day: string, state: FederalState | null): boolean {
  return holidaysOf(Number(day.slice(0, 4)), state).has(day);
}
