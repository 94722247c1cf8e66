import { translate } from '../../i18n/index';
import type { MailTemplate } from '../mail/mail.templates';
import type { RecipientRow } from './notifications.queries';

export interface RenderContext {
  publicUrl: string;
  kind: string;
  payload: Record<string, unknown>;
  answerLinks?: Map<string, { accept: string; decline: string }>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** payload.dates as [{ start, end }] (ISO strings or epoch ms), anything else ignored. */
function dates(value: unknown): { start: Date; end: Date }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const start = new Date((record.start ?? record.startDate) as string | number);
    const end = new Date((record.end ?? record.endDate) as string | number);
    return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) ? [] : [{ start, end }];
  });
}

/** A full URL for a path under the user's language root. */
function url(context: RenderContext, user: RecipientRow, path: string): string {
  return `${context.publicUrl}/${user.language}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The generic e-mail of a notification kind: the request, its dates, the answer or open link. */
export function defaultMail(context: RenderContext, user: RecipientRow): MailTemplate {
  const answer = context.answerLinks?.get(user.id);
  const path = text(context.payload.path);
  return {
    template: 'notification',
    kind: context.kind,
    firstName: user.firstName,
    title: text(context.payload.title),
    organisation: text(context.payload.organisation),
    dates: dates(context.payload.dates),
    link: path ? url(context, user, path) : null,
    answer: answer ? { accept: url(context, user, answer.accept), decline: url(context, user, answer.decline) } : null,
  };
}

/** SMS: one short line per kind and, for an offer, the two one-tap links. */
export function defaultSms(context: RenderContext, user: RecipientRow): string {
  const vars = { title: text(context.payload.title), organisation: text(context.payload.organisation) };
  const key = `sms.${context.kind}`;
  const line = translate(user.language, key, vars);
  const lines = [line === key ? translate(user.language, 'sms.default', vars) : line];
  const answer = context.answerLinks?.get(user.id);
  if (answer) {
    lines.push(translate(user.language, 'sms.accept', { link: url(context, user, answer.accept) }));
    lines.push(translate(user.language, 'sms.decline', { link: url(context, user, answer.decline) }));
  } else if (text(context.payload.path)) {
    lines.push(url(context, user, text(context.payload.path)));
  }
  return lines.join('\n');
}
