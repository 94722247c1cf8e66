import { engineEndpoints } from '#shared/contracts/engine';
import type { PushPayload } from '#shared/contracts/push';
import { translate } from '#server/i18n/index';
import type { OutboxMessage } from '#server/modules/mail/mail.service';
import { defaultSms, type RenderContext } from './notifications.render';
import type { RecipientRow } from './notifications.queries';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const absolute = (context: RenderContext, user: RecipientRow, path: string) =>
  `${context.publicUrl}/${user.language}${path.startsWith('/') ? path : `/${path}`}`;

/** The payload for one person (the same for each of their devices). */
export function pushPayload(
  context: RenderContext,
  user: RecipientRow,
  requestId: string | null,
): PushPayload {
  const language = user.language;
  const title = text(context.payload.title);
  // The SMS line carries the links too; the body is its first line only.
  const body = defaultSms(
    { ...context, answerLinks: undefined, payload: { ...context.payload, path: '' } },
    user,
  );
  const answer = context.answerLinks?.get(user.id);
  const path = text(context.payload.path);
  return {
    lang: language,
    title: translate(language, 'push.title'),
    body,
    tag: `${context.kind}:${requestId ?? ''}`,
    url: answer
      ? absolute(context, user, answer.accept.replace(/&answer=.*$/, ''))
      : path
        ? absolute(context, user, path)
        : null,
    answer: answer
      ? {
          accept: absolute(context, user, answer.accept),
          decline: absolute(context, user, answer.decline),
          endpoint: `${context.publicUrl}/api${engineEndpoints.answerByToken.path}`,
          labels: {
            accept: translate(language, 'push.accept'),
            decline: translate(language, 'push.decline'),
          },
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
export function pushMessages(
  context: RenderContext,
  user: RecipientRow,
  requestId: string | null,
): OutboxMessage[] {
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
