import { wallClock, zonedInstant } from '#shared/format';

/** 'YYYY-MM-DDTHH:mm' of an instant on the clinic's clock, for a datetime-local input. */
export function toLocalInput(iso: string, timeZone: string): string {
  const clock = wallClock(iso, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

/** The instant a typed 'YYYY-MM-DDTHH:mm' means on the clinic's clock; null when incomplete. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(zonedInstant({ year, month, day }, { hour, minute }, timeZone)).toISOString();
}

/** Worked minutes as hours and minutes for timesheets.worked ("7 h 30 min"). */
export function splitMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The Monday (YYYY-MM-DD) of the week a calendar day is in, and weeks before or after it. */
export function mondayOf(day: string, weeks = 0): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * 86_400_000 + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** Today (YYYY-MM-DD) on a clinic's clock, where the week screen opens. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return toLocalInput(new Date(now).toISOString(), timeZone).slice(0, 10);
}
