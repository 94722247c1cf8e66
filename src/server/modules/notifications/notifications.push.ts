import { translate } from '#server/i18n/index';
import type { OutboxMessage } from '#server/modules/mail/mail.queries';
import { defaultSms, type RenderContext } from './notifications.render';
import type { RecipientRow } from './notifications.queries';

/**
 * What the service worker gets (src/web/sw.ts reads the same shape): the notification's texts in
 * the person's language, where a tap leads, and for an offer the two one-tap answer links with
 * their texts, so a tap on Accept or Decline answers without opening the app.
 */
export interface PushPayload {
  lang: string;
  title: string;
  body: string;
  /** Groups a request's notifications on the phone: a newer one replaces the older. */
  tag: string;
  /** The page a tap on the notification opens (absolute). */
  url: string | null;
  answer: {
    accept: string;
    decline: string;
    labels: { accept: string; decline: string };
    /** Shown after the tap; the server's error message in the person's language otherwise. */
    done: { accepted: string; declined: string; failed: string };
  } | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const absolute = (context: RenderContext, user: RecipientRow, path: string) =>
  `${context.publicUrl}/${user.language}${path.startsWith('/') ? path : `/${path}`}`;

/** The payload for one person (the same for each of their devices). */
export function pushPayload(context: RenderContext, user: RecipientRow, requestId: string | null): PushPayload {
  const language = user.language;
  const title = text(context.payload.title);
  // The SMS line carries the links too; the body is its first line only.
  const body = defaultSms({ ...context, answerLinks: undefined, payload: { ...context.payload, path: '' } }, user);
  const answer = context.answerLinks?.get(user.id);
  const path = text(context.payload.path);
  return {
    lang: language,
    title: translate(language, 'push.title'),
    body,
    tag: `${context.kind}:${requestId ?? ''}`,
    url: answer ? absolute(context, user, answer.accept.replace(/&answer=.*$/, '')) : path ? absolute(context, user, path) : null,
    answer: answer
      ? {
          accept: absolute(context, user, answer.accept),
          decline: absolute(context, user, answer.decline),
          labels: { accept: translate(language, 'push.accept'), decline: translate(language, 'push.decline') },
          done: {
            accepted: translate(language, 'push.accepted', { title }),
            declined: translate(language, 'push.declined', { title }),
            failed: translate(language, 'push.failed'),
          },
        }
      : null,
  };
}

/** One outbox message per device; the payload is rendered once per person. */
export function pushMessages(context: RenderContext, user: RecipientRow, requestId: string | null): OutboxMessage[] {
  if (user.pushDevices.length === 0) return [];
  const payload = pushPayload(context, user, requestId);
  const bodyText = JSON.stringify(payload);
  return user.pushDevices.map((device) => ({
    channel: 'push',
    recipient: device,
    language: user.language,
    template: `notification_${context.kind}`,
    subject: payload.body.slice(0, 200),
    bodyText,
  }));
}
