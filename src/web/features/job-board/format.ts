import { euroCents, formatCalendarDay, formatMoney } from '#shared/format';
import type { Language } from '#shared/language-codes';

// Dates and money come from #shared/format; these name what the board shows.
export { formatShiftMoment as formatMoment, formatShiftRange } from '#web/lib/shift-time';

/** A calendar day 'YYYY-MM-DD' (an expiry date) in the language's format, without a time-zone shift. */
export function formatDay(iso: string | null | undefined, lang: Language): string {
  return iso ? formatCalendarDay(iso, lang) : '';
}

/** The list's short, readable ID of a request: the first eight characters of its id. */
export function shortId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** An amount in euros as every screen writes money: '45,50 €' / '€45.50'. */
export function formatEuro(value: number, lang: Language): string {
  return formatMoney(euroCents(value), lang);
}

/**
 * An amount of euros as typed ('95,50' or '95.50', a sign allowed so the bounds can answer it),
 * as the JSON number the API takes; undefined for anything else (empty, letters), which the
 * contract refuses with the field's message.
 */
export function readEuro(text: string): number | undefined {
  const trimmed = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}
