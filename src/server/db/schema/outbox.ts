import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS } from '#shared/contracts/outbox';
import { languageEnum } from './users';
import { nowTimestamp } from './columns';

export const outboxChannelEnum = pgEnum('outbox_channel', OUTBOX_CHANNELS);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'failed']);

/**
 * Every outgoing message, written in the same transaction as the change that caused it and
 * delivered by the outbox worker. A row is claimed with a lease (locked_until) so two server
 * processes never send it twice while it is in flight, and a crashed sender's lease runs out.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: outboxChannelEnum('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    language: languageEnum('language').notNull(),
    /** Which template produced it, e.g. 'email_confirmation'; lets tests and admins find it. */
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
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
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.recipient),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;
