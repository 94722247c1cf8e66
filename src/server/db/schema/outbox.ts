import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  pgView,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS } from '#shared/contracts/outbox';
import { languageEnum } from './users';
import { nowTimestamp } from './columns';

export const outboxChannelEnum = pgEnum('outbox_channel', OUTBOX_CHANNELS);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'failed']);

/** The columns the outbox table and its rendered view share. */
const deliveryColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: outboxChannelEnum('channel').notNull().default('email'),
  recipient: text('recipient').notNull(),
  language: languageEnum('language').notNull(),
  /** Which template produced it, e.g. 'email_confirmation'; lets tests and admins find it. */
  template: text('template').notNull(),
  bodyHtml: text('body_html'),
  /**
   * Files rendered when the message is sent, not stored with it (e.g. `invoice:<id>` for its PDF
   * and XML): a message waiting for a mail server that is down keeps only the reference.
   */
  attachmentRef: text('attachment_ref'),
  status: outboxStatusEnum('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: nowTimestamp('created_at'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * Every outgoing message, written in the same transaction as the change that caused it and
 * delivered by the outbox worker. A row is claimed with a lease (locked_until) so two server
 * processes never send it twice while it is in flight, and a crashed sender's lease runs out.
 *
 * Write here; read through `outbox` (the view below), which renders prepared mails (decision 047).
 */
export const outboxTable = pgTable(
  'outbox',
  {
    ...deliveryColumns(),
    /** Null exactly when the message is a prepared mail (mail_id): then the view renders them. */
    subject: text('subject'),
    bodyText: text('body_text'),
    /** A prepared mail (outbox_mails) that this row's values fill in; no foreign key (decision 047). */
    mailId: bigint('mail_id', { mode: 'number' }),
    /**
     * The recipient's values for the prepared mail's slots (first name, personal links) and, when
     * its `person` slot names someone else, that person's id as `personId` (erasure finds it).
     */
    mailValues: jsonb('mail_values').$type<Record<string, string>>(),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.recipient),
    // The back office's outbox of a channel, newest first: a later page's OFFSET walks this index only (decision 053).
    index('outbox_channel_id_idx').on(table.channel, table.id),
    check(
      'outbox_body_or_mail',
      sql`(${table.mailId} is null) = (${table.subject} is not null and ${table.bodyText} is not null)`,
    ),
  ],
);

/**
 * A mail rendered once for many recipients (prepareMail: a pool's offer per language): literal
 * parts and slot indexes as JSON arrays, filled in from each outbox row's values when read.
 */
export const outboxMails = pgTable('outbox_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  language: languageEnum('language').notNull(),
  template: text('template').notNull(),
  slots: text('slots').array().notNull(),
  subject: jsonb('subject').notNull(),
  bodyText: jsonb('body_text').notNull(),
  bodyHtml: jsonb('body_html').notNull(),
  createdAt: nowTimestamp('created_at'),
});

/**
 * The outbox as it is sent: a prepared mail's subject, text and HTML assembled from its parts and
 * the row's values (the HTML escaped as escapeHtml does), other rows as stored. Every reader of
 * message bodies reads this (migration 0037 defines it).
 */
export const outbox = pgView('outbox_rendered', {
  ...deliveryColumns(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  mailId: bigint('mail_id', { mode: 'number' }),
}).existing();
export type OutboxRow = typeof outbox.$inferSelect;
