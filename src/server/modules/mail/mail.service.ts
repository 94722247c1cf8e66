import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import { insertOutboxMessage, insertPreparedMails, QUOTED_PERSON_SLOT } from './mail.queries';
import { prepareMail } from './mail.prepared';
import { renderMail, type MailTemplate } from './mail.templates';

// What other modules use of this module's parts.
export {
  insertOutboxMessages,
  insertPreparedMails,
  type OutboxMessage,
  type PreparedMailRow,
  QUOTED_PERSON_KEY,
  QUOTED_PERSON_SLOT,
} from './mail.queries';
export { mailSlot, type PreparedMail, prepareMail } from './mail.prepared';
export { type MailTemplate, type RenderedMail, renderMail } from './mail.templates';
export { type AttachmentResolver, backoffSeconds } from './outbox.worker';

export interface MailRequest {
  to: string;
  language: Language;
  mail: MailTemplate;
  /** Rendered at send time by the worker's resolver (see OutboxWorkerOptions.attachments). */
  attachmentRef?: string;
  /**
   * The person the mail names who is not its recipient; `mail` holds mailSlot('person') where
   * the name goes. The copy is stored as a prepared mail with the name as that slot's value
   * beside the person's id, so erasing them reaches it by id, never by searching text.
   */
  about?: { id: string; name: string };
}

export interface Mailer {
  /** Writes the message to the outbox inside the caller's transaction (pass the tx as db). */
  enqueue(db: Db, request: MailRequest): Promise<void>;
}

/**
 * Without SMTP the messages stay in the outbox, and their links go to the log so a developer
 * can still confirm an account or reset a password.
 */
export function createMailer(options: {
  log: FastifyBaseLogger;
  smtpConfigured: boolean;
  onEnqueued?: () => void;
}): Mailer {
  return {
    async enqueue(db, { to, language, mail, attachmentRef, about }) {
      const prepared = about ? prepareMail(language, mail) : null;
      const values = { [QUOTED_PERSON_SLOT]: about?.name ?? '' };
      // An empty name has nothing to erase (and would not fit the slot): rendered in full then.
      if (prepared && !attachmentRef && prepared.fits(values)) {
        await insertPreparedMails(db, [
          { mail: prepared, recipient: to, values, personId: about!.id },
        ]);
        options.onEnqueued?.();
        return;
      }
      const rendered = prepared ? prepared.render(values) : renderMail(language, mail);
      const row = await insertOutboxMessage(db, {
        channel: 'email',
        recipient: to,
        language,
        template: mail.template,
        subject: rendered.subject,
        bodyText: rendered.text,
        bodyHtml: rendered.html,
        attachmentRef: attachmentRef ?? null,
      });
      if (!options.smtpConfigured) {
        // The link carries a token and the address is personal: both only at debug.
        const link = 'link' in mail ? mail.link : undefined;
        options.log.info(
          { outboxId: row.id, template: mail.template },
          'e-mail kept in the outbox (no SMTP_URL)',
        );
        if (link)
          options.log.debug(
            { outboxId: row.id, to, link },
            `link of the e-mail kept in the outbox: ${link}`,
          );
      }
      options.onEnqueued?.();
    },
  };
}
