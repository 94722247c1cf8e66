import { AppError } from '#server/errors';
import { germanMidnight } from '#server/lib/clock';

/**
 * Money and periods of invoices, as pure functions: integer cents throughout, each line rounded
 * to the cent on its own (as German invoices do), VAT computed once on the invoice's net total.
 */

/** The VAT rate every invoice here carries (UStG §12 Abs. 1; staff leasing is not exempt). */
export const VAT_RATE_PERCENT = 19;

/** n ÷ d rounded half away from zero, in integers (no binary fractions on the way). */
export function divideRounded(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0)
    throw new RangeError(`not a safe division: ${n} / ${d}`);
  const rounded = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  // No -0: it would print as "-0,00 €".
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Euro with up to two decimals (a numeric column) as cents; 12 significant digits undo binary noise. */
export function euroToCents(euro: number): number {
  return Math.round(Number((euro * 100).toPrecision(12)));
}

/** A line of hours: minutes × hourly price ÷ 60, rounded on the line. */
export function hoursLineCents(minutes: number, unitPriceCents: number): number {
  return divideRounded(minutes * unitPriceCents, 60);
}

/** A percentage with two decimals (12.5 %) of an amount, rounded to the cent. */
export function percentOfCents(amountCents: number, percent: number): number {
  return divideRounded(amountCents * euroToCents(percent), 100 * 100);
}

export function totalsOf(lineNets: number[], vatRatePercent = VAT_RATE_PERCENT) {
  const netCents = lineNets.reduce((sum, net) => sum + net, 0);
  const vatCents = divideRounded(netCents * vatRatePercent, 100);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** Minutes as decimal hours for display and the e-invoice (four places: 20 min = 0.3333). */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 10_000) / 10_000;
}

export interface BerlinMonth {
  /** `YYYY-MM` */
  month: string;
  /** First and last calendar day, both included. */
  firstDay: string;
  lastDay: string;
  /** The instants the month begins and the next one begins, in Germany. */
  from: Date;
  until: Date;
}

/**
 * The month `YYYY-MM` in Germany. Any four-digit year works, 0000 and 9999 included (the API
 * refuses years outside its range first); a string that is no month is bad input, not a crash.
 */
export function berlinMonth(month: string): BerlinMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(match?.[1]);
  const index = Number(match?.[2]);
  if (!match || index < 1 || index > 12)
    throw new AppError('VALIDATION_FAILED', [{ field: 'month', key: 'Month_is_not_valid' }]);
  // Day 0 of the next month is this month's last day; setUTCFullYear keeps years below 100.
  const last = new Date(0);
  last.setUTCFullYear(year, index, 0);
  return {
    month,
    firstDay: `${month}-01`,
    lastDay: `${month}-${String(last.getUTCDate()).padStart(2, '0')}`,
    from: germanMidnight(year, index, 1),
    until: germanMidnight(year, index + 1, 1),
  };
}

/** A calendar day `days` later (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
