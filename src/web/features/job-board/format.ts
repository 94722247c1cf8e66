import type { Language } from '#shared/language-codes';

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm in the browser's time zone (spec 001 section 9), in both languages. */
export function formatMoment(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar day 'YYYY-MM-DD' (an expiry date) as DD/MM/YYYY, without a time-zone shift. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** The list's short, readable ID of a request: the first eight characters of its id. */
export function shortId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** Euro with the page language's separators ('45,50 €' / '€45.50'). */
export function formatEuro(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}
