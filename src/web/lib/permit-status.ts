import { formatCalendarDay } from '#shared/format';
import type { Language } from '#shared/language-codes';
import { formatShiftMoment } from './shift-time';
/**
 * The staff-leasing permit's validity as the agency area and the back office show it. Dates
 * are calendar days (YYYY-MM-DD); a permit is valid until the end of its day.
 */
export type PermitStatus = 'missing' | 'expired' | 'expiring' | 'valid';

/** A permit that ends within this many days is flagged, so it is renewed in time. */
export const PERMIT_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / DAY_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `today` to `validUntil` (0 on the last day, negative once expired). */
export function daysLeft(validUntil: string, today: string): number | null {
  const end = dayNumber(validUntil);
  const start = dayNumber(today);
  return end === null || start === null ? null : end - start;
}

export function permitStatus(
  permit: {
    permitNumber?: string | null;
    permitAuthority?: string | null;
    permitValidUntil: string | null;
  },
  today: string = todayIso(),
): PermitStatus {
  if (!permit.permitValidUntil || permit.permitNumber === '' || permit.permitNumber === null) {
    return 'missing';
  }
  if (permit.permitAuthority === '' || permit.permitAuthority === null) return 'missing';
  const left = daysLeft(permit.permitValidUntil, today);
  if (left === null) return 'missing';
  if (left < 0) return 'expired';
  if (left <= PERMIT_WARNING_DAYS) return 'expiring';
  return 'valid';
}

/** 'YYYY-MM-DD' as 31.12.2027 / 31/12/2027 (#shared/format), without a time-zone shift. */
export function formatPermitDate(iso: string | null | undefined, lang: Language): string {
  return iso ? formatCalendarDay(iso, lang) : '';
}

/** A moment on the clinics' clock (#shared/format), the zone named on a device elsewhere. */
export function formatMoment(iso: string | null | undefined, lang: Language): string {
  if (!iso) return '';
  const date = Date.parse(iso);
  return Number.isNaN(date) ? iso : formatShiftMoment(date, lang);
}
