import { translate } from '#server/i18n/index';
import {
  mailSlot,
  prepareMail,
  type MailTemplate,
  type PreparedMail,
} from '#server/modules/mail/mail.service';
import type { RecipientRow } from './notifications.queries';

export interface RenderContext {
  publicUrl: string;
  kind: string;
  payload: Record<string, unknown>;
  answerLinks?: Map<string, { accept: string; decline: string }>;
  /** The person the notification is about (not the recipient): named in the e-mail only. */
  about?: { id: string; name: string };
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

/** The generic e-mail of a notification kind for a name and, for an offer, the answer links. */
function notificationMail(
  context: RenderContext,
  firstName: string,
  person: string,
  link: string | null,
  answer: { accept: string; decline: string } | null,
): MailTemplate {
  return {
    template: 'notification',
    kind: context.kind,
    firstName,
    person,
    title: text(context.payload.title),
    organisation: text(context.payload.organisation),
    dates: dates(context.payload.dates),
    // Older notifications carry no zone: the template's Berlin.
    timeZone: text(context.payload.timeZone) || undefined,
    link,
    answer,
  };
}

/** The generic e-mail of a notification kind: the request, its dates, the answer or open link. */
export function defaultMail(context: RenderContext, user: RecipientRow): MailTemplate {
  const answer = context.answerLinks?.get(user.id);
  const path = text(context.payload.path);
  return notificationMail(
    context,
    user.firstName,
    context.about?.name ?? '',
    path ? url(context, user, path) : null,
    answer
      ? { accept: url(context, user, answer.accept), decline: url(context, user, answer.decline) }
      : null,
  );
}

/**
 * defaultMail for every recipient of one notification, as a mail prepared once per language (and
 * with or without answer links) and each person's values: the first name, the personal answer
 * links and the name of the person it is about (a slot, so the copy keeps it beside their id). A
 * pool of thousands costs one rendering per language inside the request's transaction; each copy
 * is rendered when the outbox is read (insertPreparedMails).
 */
export function defaultMails(
  context: RenderContext,
): (user: RecipientRow) => { mail: PreparedMail; values: Record<string, string> } {
  const prepared = new Map<string, PreparedMail>();
  const path = text(context.payload.path);
  return (user) => {
    const answer = context.answerLinks?.get(user.id);
    const key = `${user.language}:${answer ? 'answer' : 'plain'}`;
    let mail = prepared.get(key);
    if (!mail) {
      const slots = answer ? { accept: mailSlot('accept'), decline: mailSlot('decline') } : null;
      const person = context.about ? mailSlot('person') : '';
      mail = prepareMail(
        user.language,
        notificationMail(
          context,
          mailSlot('firstName'),
          person,
          path ? url(context, user, path) : null,
          slots,
        ),
      );
      prepared.set(key, mail);
    }
    const values: Record<string, string> = answer
      ? {
          firstName: user.firstName,
          accept: url(context, user, answer.accept),
          decline: url(context, user, answer.decline),
        }
      : { firstName: user.firstName };
    if (context.about) values.person = context.about.name;
    return { mail, values };
  };
}

/**
 * SMS: one short line per kind and, for an offer, the two one-tap links. It never names the
 * person a notification is about: an SMS (and the push that shows its line on a locked screen)
 * cannot be reached once sent; the app and the e-mail name them.
 */
export function defaultSms(context: RenderContext, user: RecipientRow): string {
  const vars = {
    title: text(context.payload.title),
    organisation: text(context.payload.organisation),
  };
  const key = `sms.${context.kind}`;
  const line = translate(user.language, key, vars);
  const lines = [line === key ? translate(user.language, 'sms.default', vars) : line];
  const answer = context.answerLinks?.get(user.id);
  if (answer) {
    lines.push(translate(user.language, 'sms.accept', { link: url(context, user, answer.accept) }));
    lines.push(
      translate(user.language, 'sms.decline', { link: url(context, user, answer.decline) }),
    );
  } else if (text(context.payload.path)) {
    lines.push(url(context, user, text(context.payload.path)));
  }
  return lines.join('\n');
}
