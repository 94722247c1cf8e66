import type { TFunction } from 'i18next';
import { formatNumber, formatPercent } from '#shared/format';
import type { Language } from '#shared/language-codes';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** A Berlin month `YYYY-MM` as 'Oct 2026' / 'Okt. 2026' (the label is a calendar month, no zone). */
export function formatMonth(month: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The baseline's months as one span: 'Oct 2026 – Dec 2026'. */
export function formatMonths(months: readonly string[], lang: Language): string {
  if (months.length === 0) return '';
  const first = formatMonth(months[0]!, lang);
  return months.length === 1 ? first : `${first} – ${formatMonth(months.at(-1)!, lang)}`;
}

/** A share of 0 to 1 as a percentage ('25%' / '25 %'). */
export const formatShare = (share: number, lang: Language) =>
  formatPercent(Math.round(share * 10_000) / 100, lang);

/** Whole minutes as '45 min', '2 h' or '1 h 30 min' in the page's language. */
export function formatMinutes(minutes: number, t: TFunction, lang: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('reports.promise.minutes', { value: formatNumber(rest, lang) });
  const whole = t('reports.promise.hours', { value: formatNumber(hours, lang) });
  return rest === 0
    ? whole
    : `${whole} ${t('reports.promise.minutes', { value: formatNumber(rest, lang) })}`;
}
