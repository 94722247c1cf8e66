import type { Language } from '#shared/language-codes';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** An amount in euros in the page's language (€45.50 / 45,50 €). */
export function formatMoney(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(value);
}
