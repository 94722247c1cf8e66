import { calendarDay } from '#shared/format';
import { germanMidnight } from '#server/lib/clock';

/** §7 (7) ArbZG: a written consent is revoked with six months' notice. */
export const REVOCATION_NOTICE_MONTHS = 6;

/**
 * When a consent revoked at `revokedAt` ends: at the end of the Berlin day six months on that
 * has the revocation day's number, or of that month's last day when it has none (§188 (2), (3)
 * BGB): revoked on 31 August, it holds through the last day of February.
 */
export function consentEndsAt(revokedAt: Date): Date {
  const [year, month, day] = calendarDay(revokedAt, 'Europe/Berlin').split('-').map(Number);
  const monthIndex = month! - 1 + REVOCATION_NOTICE_MONTHS;
  const targetYear = year! + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return germanMidnight(targetYear, targetMonth, Math.min(day!, lastDay) + 1);
}

/** Whether a consent covers shifts starting up to `lastStart`: given, and not ended before it. */
export function consentCovers(
  consent: { givenAt: Date; effectiveUntil: Date | null },
  lastStart: Date,
): boolean {
  return consent.effectiveUntil === null || lastStart < consent.effectiveUntil;
}
