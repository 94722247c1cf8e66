/**
 * The demo's fixed-seed randomness and its Berlin calendar: the same seed and start day give the
 * same year of data on every machine, whatever its time zone.
 */

/** mulberry32: small, fast and good enough to vary demo data; never for secrets. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Up to `count` different items, in a shuffled order. */
    some: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const offsetFormat = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});

function berlinOffsetMs(at: number): number {
  const zone =
    offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  return match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * MINUTE
    : 0;
}

/** The instant of a Berlin wall time on a day (YYYY-MM-DD); `minutes` past the full hour. */
export function berlinAt(day: string, hour: number, minutes = 0): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`) + hour * HOUR + minutes * MINUTE;
  const guess = asUtc - berlinOffsetMs(asUtc);
  return new Date(asUtc - berlinOffsetMs(guess));
}

/** YYYY-MM-DD of an instant in Berlin. */

/** The calendar day `days` after a day (plain calendar arithmetic). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
