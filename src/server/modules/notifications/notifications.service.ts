import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChannel } from '#shared/request-states';
import type { Db } from '#server/db/client';
import {
  insertOutboxMessages,
  insertPreparedMails,
  type OutboxMessage,
  type PreparedMailRow,
} from '#server/modules/mail/mail.service';
import {
  renderMail,
  type MailTemplate,
  type RenderedMail,
} from '#server/modules/mail/mail.service';
import { AppError } from '#server/errors';
import { findActiveSession } from '#server/modules/auth/auth.service';
import {
  countUnread,
  notifyRecipients,
  listNotifications,
  markRead,
  publish,
  publishBatch,
  type RecipientRow,
} from './notifications.queries';
import { defaultMails, defaultSms } from './notifications.render';
import { pushMessages } from './notifications.push';
import {
  fanoutMessage,
  liveMessages,
  PAIRS_PER_MESSAGE,
  unreadMessage,
} from './notifications.live';
import { toNotificationJson } from './notifications.payload';
import { readStreamTicket, signStreamTicket, STREAM_TICKET_TTL_MS } from './stream-ticket';

/** Writes the rows of the pool fan-outs naming a member not yet written; true if it wrote any. */
export type SettlePending = (userId: string) => Promise<boolean>;

/**
 * A member's read that must see the rows of a fan-out pushed to them live: the probe for a
 * pending fan-out runs alongside the read, not before it (it almost never finds one), and the
 * read is taken again only when it completed one.
 */
export async function readAfterPending<T>(
  userId: string,
  read: () => Promise<T>,
  settlePending?: SettlePending,
): Promise<T> {
  const [settled, firstRead] = await Promise.all([settlePending?.(userId), read()]);
  return settled ? read() : firstRead;
}

/** A recipient as the e-mail and SMS renderers see them. */
export type NotifyRecipient = RecipientRow;

/**
 * Payload conventions (stored with the in-app notification and read by the web's bell):
 * `title` (the request's title), `organisation`, `dates` ([{ start, end }] ISO strings),
 * `path` (where the notification leads, under the language root; set from `link`), `personId`
 * (set from `about`; the API names the person when the notification is read). A person's name
 * is never stored in a payload.
 */
export interface NotifyInput {
  userIds: string[];
  kind: string;
  requestId?: string | null;
  payload: Record<string, unknown>;
  /**
   * The person the notification is about, when it is not its recipient (a pool member who
   * accepted, a worker near an AÜG limit): the payload keeps only the id; the e-mail names them
   * through its `person` slot, kept beside the id; SMS and push do not name them.
   */
  about?: { id: string; name: string };
  /** Where the notification leads, a path under the language root, e.g. `/hospital/requests/:id`. */
  link?: string;
  /** One-tap answer paths per user (with their token) for e-mail, SMS and push only, never stored in-app. */
  answerLinks?: Map<string, { accept: string; decline: string }>;
  /** Only these channels (intersected with each person's preferences); all preferred when absent. */
  channels?: NotificationChannel[];
  /** The e-mail for a user (null: none); by default a generic message per kind. */
  email?: (user: NotifyRecipient) => MailTemplate | null;
  /** The SMS text for a user (null: none); by default a short text per kind with the links. */
  sms?: (user: NotifyRecipient) => string | null;
  /**
   * The pool fan-out these complete: ids and created_at from it, rows written
   * already skipped, and only the unread counts pushed (its events went out on its commit).
   */
  fanoutId?: string;
}

export interface Notifier {
  /**
   * Inside the caller's transaction: one notifications row per user (one INSERT), e-mail and SMS
   * in the outbox per each user's channels (SMS only with a phone number), and a pg_notify that
   * PostgreSQL delivers to every server process only when the transaction commits; a rolled-back
   * transaction leaves nothing and pushes nothing.
   */
  notify(tx: Db, input: NotifyInput): Promise<void>;
  /** A pool fan-out's `notification` events, pushed by every process when `tx` commits. */
  announceFanout?(tx: Db, fanoutId: string): Promise<void>;
}

export interface NotifierDeps {
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Wakes the outbox worker after e-mail or SMS was written. */
  onEnqueued?: () => void;
}

export function createNotifier(deps: NotifierDeps): Notifier {
  return {
    async notify(tx, input) {
      const userIds = [...new Set(input.userIds)];
      if (userIds.length === 0) return;
      const payload = {
        ...input.payload,
        ...(input.link ? { path: input.link } : {}),
        ...(input.about ? { personId: input.about.id } : {}),
      };
      const recipients = await notifyRecipients(tx, {
        userIds,
        kind: input.kind,
        requestId: input.requestId ?? null,
        payload,
        fanoutId: input.fanoutId,
      });
      if (recipients.length === 0) return;
      const created = recipients.map((user) => ({ id: user.notificationId, userId: user.id }));

      const allowed = (channel: NotificationChannel, user: RecipientRow) =>
        user.channels.includes(channel) && (!input.channels || input.channels.includes(channel));
      const context = {
        publicUrl: deps.publicUrl,
        kind: input.kind,
        payload,
        answerLinks: input.answerLinks,
        about: input.about,
      };
      const defaultMail = defaultMails(context);
      // The generic e-mails go to the database as one rendering per language plus each person's
      // values; custom e-mails, SMS and mails that must be rendered in full travel whole.
      const prepared: PreparedMailRow[] = [];
      const messages: OutboxMessage[] = [];
      const email = (
        user: RecipientRow,
        template: MailTemplate['template'],
        rendered: RenderedMail,
      ): OutboxMessage => ({
        channel: 'email',
        recipient: user.email,
        language: user.language,
        template,
        subject: rendered.subject,
        bodyText: rendered.text,
        bodyHtml: rendered.html,
      });
      for (const user of recipients) {
        if (allowed('email', user)) {
          if (input.email) {
            const mail = input.email(user);
            if (mail) messages.push(email(user, mail.template, renderMail(user.language, mail)));
          } else {
            const { mail, values } = defaultMail(user);
            if (mail.fits(values))
              prepared.push({ mail, recipient: user.email, values, personId: input.about?.id });
            else messages.push(email(user, mail.template, mail.render(values)));
          }
        }
        if (allowed('sms', user) && user.phoneNumber) {
          const text = input.sms ? input.sms(user) : defaultSms(context, user);
          if (text) {
            messages.push({
              channel: 'sms',
              recipient: user.phoneNumber,
              language: user.language,
              template: `notification_${input.kind}`,
              subject: '',
              bodyText: text,
            });
          }
        }
        if (allowed('push', user))
          messages.push(...pushMessages(context, user, input.requestId ?? null));
      }
      await insertPreparedMails(tx, prepared);
      await insertOutboxMessages(tx, messages);
      // A fan-out's events went out already: now its members' counts. More than one message of
      // pairs: one message for the whole call.
      if (input.fanoutId) await publish(tx, [fanoutMessage(input.fanoutId, true)]);
      else if (created.length > PAIRS_PER_MESSAGE && input.requestId)
        await publishBatch(tx, input.kind, input.requestId);
      else await publish(tx, liveMessages(created));
      if (prepared.length + messages.length > 0) deps.onEnqueued?.();
      deps.log.debug(
        {
          kind: input.kind,
          requestId: input.requestId,
          recipients: created.length,
          outbox: prepared.length + messages.length,
        },
        'notified',
      );
    },

    async announceFanout(tx, fanoutId) {
      await publish(tx, [fanoutMessage(fanoutId)]);
    },
  };
}

/** The bell: the caller's notifications, read marks, and tickets for the live stream. */
export function createNotificationCenter(deps: {
  db: Db;
  secret: string;
  /** The engine's: the rows of a pool fan-out pushed live to the user but not yet written. */
  settlePending?: SettlePending;
}) {
  const { db } = deps;
  return {
    async list(userId: string, query: { before?: string; limit: number }) {
      const [items, unread] = await readAfterPending(
        userId,
        () =>
          Promise.all([
            listNotifications(
              db,
              userId,
              query.before ? new Date(query.before) : undefined,
              query.limit,
            ),
            countUnread(db, [userId]),
          ]),
        deps.settlePending,
      );
      return { items: items.map(toNotificationJson), unread: unread.get(userId) ?? 0 };
    },

    /** Marks read and tells the user's other tabs and devices (through every process). */
    async markRead(userId: string, ids: string[] | undefined) {
      // The ids may name a live notification whose row a pending fan-out has yet to write.
      await deps.settlePending?.(userId);
      return db.transaction(async (tx) => {
        await markRead(tx, userId, ids);
        await publish(tx, [unreadMessage(userId)]);
        const unread = await countUnread(tx, [userId]);
        return { unread: unread.get(userId) ?? 0 };
      });
    },

    issueTicket(actor: { userId: string; sessionId: string }) {
      const now = Date.now();
      return {
        ticket: signStreamTicket(deps.secret, actor, now),
        expiresAt: new Date(now + STREAM_TICKET_TTL_MS).toISOString(),
      };
    },

    /** The user of a valid ticket whose session is still active (signed out: refused). */
    async openTicket(ticket: string): Promise<string> {
      const claims = readStreamTicket(deps.secret, ticket);
      if (!claims) throw new AppError('UNAUTHENTICATED');
      const session = await findActiveSession(db, claims.sessionId, claims.userId);
      if (!session) throw new AppError('UNAUTHENTICATED');
      return session.userId;
    },

    async unread(userId: string) {
      return (await countUnread(db, [userId])).get(userId) ?? 0;
    },
  };
}

export type NotificationCenter = ReturnType<typeof createNotificationCenter>;
