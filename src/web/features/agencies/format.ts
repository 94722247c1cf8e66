import type { Language } from '#shared/language-codes';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** 'Mar 05 2020' in English (spec 000 section 9), '05. März 2020' in German. */
export function formatShortDate(iso: string | null | undefined, lang: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (lang === 'en') {
    const parts = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(date);
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
    return `${get('month')} ${get('day')} ${get('year')}`;
  }
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 'March 5th 2020' in English (the job table, spec 000 section 9), '5. März 2020' in German. */
export function formatLongDate(iso: string | null | undefined, lang: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (lang === 'en') {
    const day = date.getUTCDate();
    const suffix =
      day % 100 >= 11 && day % 100 <= 13
        ? 'th'
        : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date);
    return `${month} ${day}${suffix} ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Address, postcode, city and country joined with commas (spec 000 'Location display'). */
export function locationText(parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(', ');
}
