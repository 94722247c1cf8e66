import type { Language } from '#shared/language-codes';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A moment as date and time (DD/MM/YYYY, HH:mm in English; DD.MM.YYYY, HH:mm in German). */
export function formatDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A calendar day (yyyy-mm-dd) in the language's date format, without a time-zone shift. */
export function formatIsoDay(iso: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
