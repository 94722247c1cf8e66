import { DEFAULT_TIME_ZONE, formatDateRange, formatDateTime, zoneSuffix } from '#shared/format';
import type { Language } from '#shared/language-codes';

/**
 * Shift times on the screens: the formats of #shared/format in the organisation's time zone
 * (Berlin unless it sets another), never the device's, with the zone named when the device runs
 * on another one ('06:00 (Berlin)').
 */

/** The device's time zone, or undefined where the browser does not say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** '29.11.2026 06:00' / '29/11/2026 06:00', plus ' (Berlin)' on a device in another zone. */
export function formatShiftMoment(
  epochMs: number,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${formatDateTime(epochMs, lang, timeZone)}${zoneSuffix(timeZone, deviceTimeZone())}`;
}

/** A shift as '29.11.2026 06:00 – 14:00' (both dates when it ends on another day), the zone named as above. */
export function formatShiftRange(
  start: number,
  end: number,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${formatDateRange(start, end, lang, timeZone)}${zoneSuffix(timeZone, deviceTimeZone())}`;
}
