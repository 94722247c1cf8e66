import type { TFunction } from 'i18next';
import { formatDecimal, formatPercent } from '#shared/format';
import type { Language } from '#shared/language-codes';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** Minutes as "1 h 35 min" / "1 Std. 35 Min.", days from 24 hours on; "–" when there is none. */
export function formatDuration(minutes: number | null, t: TFunction): string {
  if (minutes === null) return '–';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(t('reports.units.days', { count: days }));
  if (hours) parts.push(t('reports.units.hours', { count: hours }));
  // Minutes are left out beside days: "2 d 3 h" reads better than "2 d 3 h 12 min".
  if ((rest && !days) || parts.length === 0)
    parts.push(t('reports.units.minutes', { count: rest }));
  return parts.join(' ');
}

/** A share 0–1 as "83.5%" / "83,5 %"; "–" when there is none. */
export function formatShare(share: number | null, lang: Language): string {
  if (share === null) return '–';
  return formatPercent(Math.round(share * 1000) / 10, lang);
}

/** Hours with at most two decimals ("1,234.5" / "1.234,5"). */
export function formatHours(hours: number, lang: Language): string {
  return formatDecimal(hours, lang);
}

/**
 * A chart's value axis with the ticks in the page's language ("1.000" in German): the chart
 * library would write every language's numbers the English way.
 */
export function valueAxis<T extends object>(lang: Language, axis: T = {} as T) {
  return { ...axis, valueFormatter: (value: number) => formatDecimal(value, lang) };
}

/** A Berlin month "2026-11" as "Nov 2026" (short, for chart axes) or "November 2026". */
export function formatMonth(
  month: string,
  lang: Language,
  style: 'short' | 'long' = 'long',
): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  // Noon UTC of the 15th is inside that month in every zone; the formatter runs in UTC anyway.
  const date = new Date(Date.UTC(year, number - 1, 15, 12));
  return new Intl.DateTimeFormat(LOCALES[lang], {
    month: style === 'short' ? 'short' : 'long',
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
