import type { Language } from '#shared/languages';
import { DEFAULT_TIME_ZONE, formatDateRange } from '#shared/format';
import { translate } from '#server/i18n/index';

// The frame every mail shares: greeting, paragraphs, button and signature as text and HTML, and
// the shift dates written like the screens write them. The templates are in mail.templates.ts.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const MAX_LISTED_DATES = 10;

/**
 * A shift in a mail: the recipient's language's format in the organisation's time
 * zone, Berlin unless the mail names another, written like the screens write it.
 */
export function formatShiftDates(
  date: { start: Date; end: Date },
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatDateRange(date.start, date.end, language, timeZone);
}

/** Every value written into a mail's HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A request's dates as lines under a heading, the first MAX_LISTED_DATES of them. */
export function dateLines(
  t: (key: string, vars?: Record<string, string | number>) => string,
  language: Language,
  dates: { start: Date; end: Date }[],
  timeZone: string | undefined,
) {
  const shown = dates
    .slice(0, MAX_LISTED_DATES)
    .map((date) => formatShiftDates(date, language, timeZone));
  const more = dates.length - shown.length;
  return [
    ...(shown.length ? [t('dates'), ...shown] : []),
    ...(more > 0 ? [t('more', { count: more })] : []),
  ];
}

/** Paragraphs and an optional button, as plain text and as simple, client-safe HTML. */
export function layout(
  language: Language,
  subject: string,
  firstName: string,
  paragraphs: string[],
  action?: { label: string; link: string },
  after: string[] = [],
): RenderedMail {
  const greeting = firstName
    ? translate(language, 'mail.greeting', { firstName })
    : translate(language, 'mail.greetingAnonymous');
  const signature = translate(language, 'mail.signature');
  const textParts = [greeting, '', ...paragraphs];
  if (action) textParts.push('', action.link);
  textParts.push(...(after.length ? ['', ...after] : []), '', signature);
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:560px;margin:0 auto;padding:24px">${p(greeting)}${paragraphs.map(p).join('')}${button}${after.map(p).join('')}${p(signature)}</body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

/** A mail whose point is one link (confirm, reset, sign in): intro, button, how long it is valid. */
export function linkMail(
  language: Language,
  t: (key: string, vars?: Record<string, string | number>) => string,
  firstName: string,
  link: string,
  validity: Record<string, number>,
): RenderedMail {
  return layout(language, t('subject'), firstName, [t('intro')], { label: t('action'), link }, [
    t('validity', validity),
    translate(language, 'mail.ignore'),
  ]);
}
