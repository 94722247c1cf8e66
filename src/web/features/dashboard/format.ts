import { DEFAULT_TIME_ZONE, euroCents, formatMoney, formatNumber } from '#shared/format';
import type { Language } from '#shared/language-codes';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** Today's date in words, e.g. "Thursday, 5 March 2026" / "Donnerstag, 5. März 2026", on the clinics' clock. */
export function formatToday(lang: Language, now: Date = new Date()): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'full',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(now);
}

/** A whole number with the language's grouping (12,345 / 12.345). */
export function formatCount(value: number, lang: Language): string {
  return formatNumber(value, lang);
}

/** An amount in euros (€12,345.00 / 12.345,00 €). */
export function formatEuro(value: number, lang: Language): string {
  return formatMoney(euroCents(value), lang);
}
