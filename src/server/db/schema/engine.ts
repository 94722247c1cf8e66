import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, OFFER_ANSWERS, OFFER_STAGES } from '#shared/request-states';
import { requests } from './requests';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

/**
 * Durable timers (escalation deadlines). A task is claimed with FOR UPDATE SKIP LOCKED and marked
 * done in the same transaction as its effect, so it fires once, after restarts and with several
 * server processes on one database. One pending task per key: rescheduling replaces it.
 */
export const scheduledTasks = pgTable(
  'scheduled_tasks',
  {
    id: generatedId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('scheduled_tasks_pending_key_unique')
      .on(table.key)
      .where(sql`${table.doneAt} is null`),
    index('scheduled_tasks_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

export const offerStageEnum = pgEnum('offer_stage', OFFER_STAGES);
export const offerAnswerEnum = pgEnum('offer_answer', OFFER_ANSWERS);

/** A pool member asked to take a request: through which channels, and what they answered. */
export const requestOffers = pgTable(
  'request_offers',
  {
    id: generatedId(),
    requestId: ownedBy('request_id', () => requests.id),
    userId: ownedBy('user_id', () => users.id),
    stage: offerStageEnum('stage').notNull(),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: offerAnswerEnum('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** app, email or sms. */
    answeredVia: text('answered_via'),
    /** SHA-256 of the one-tap answer token sent by e-mail or SMS; cleared once used. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /**
     * Set when an edit of the request means the person no longer matches it: the offer can no
     * longer be answered (an acceptance no longer applies). Kept, not deleted, for the timeline.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The timeline event that asked this person (the stage's `stage_started` or an edit's
     * `changed`): the timeline shows the offer as an `asked` line right after it, instead of one
     * stored event per person (decision 041). No foreign key: both go with their request, and a
     * pool of 10,000 would pay 10,000 checks.
     */
    askedEventId: uuid('asked_event_id'),
  },
  (table) => [
    uniqueIndex('request_offers_request_user_unique').on(table.requestId, table.userId),
    index('request_offers_user_idx').on(table.userId, table.askedAt),
    // Reports: offers asked in a period (decision 021).
    index('request_offers_asked_idx').on(table.askedAt),
    uniqueIndex('request_offers_token_unique').on(table.tokenHash),
  ],
);
export type RequestOfferRow = typeof requestOffers.$inferSelect;

/**
 * A pool stage asked in one row (decision 054): the request's transaction stores who is asked and
 * what they are sent, the live push reads it right after the commit, and a second transaction
 * writes each member's offer, notification and e-mail from it and sets `done_at`. Notification
 * ids are derivedUuid(id, user id) and the one-tap tokens HMAC(token_seed, user id), so the rows are
 * the same whoever completes it (the POST, a later answer, or the task runner after a crash).
 */
export const poolFanouts = pgTable(
  'pool_fanouts',
  {
    id: generatedId(),
    requestId: ownedBy('request_id', () => requests.id),
    stage: offerStageEnum('stage').notNull(),
    /** The members asked, in order, and each one's channels (comma-joined) at the same index. */
    userIds: uuid('user_ids').array().notNull(),
    channels: text('channels').array().notNull(),
    askedEventId: uuid('asked_event_id').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    /** The notification's payload (with its path): the live event and the rows carry it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The secret the tokens are derived from (base64url); emptied when done. */
    tokenSeed: text('token_seed'),
    /** The notifications' created_at: the live event says it before the rows exist. */
    createdAt: nowTimestamp('created_at'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('pool_fanouts_pending_idx')
      .on(table.requestId)
      .where(sql`${table.doneAt} is null`),
  ],
);

/** The request's timeline: every step of the ladder, who was asked, who answered, who decided. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: generatedId(),
    requestId: ownedBy('request_id', () => requests.id),
    // clock_timestamp, not now(): events of one transaction keep the order they happened in.
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person the event is about (asked, answered), when it is not the actor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('request_events_request_idx').on(table.requestId, table.at)],
);

/** In-app notifications (the bell); delivered live over server-sent events. */
export const notifications = pgTable(
  'notifications',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').notNull(),
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

export const notificationChannelEnum = pgEnum('notification_channel', NOTIFICATION_CHANNELS);

/** How a person wants to be asked, and when not. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    channels: notificationChannelEnum('channels')
      .array()
      .notNull()
      .default(sql`'{app,email}'`),
    /** ISO weekdays (1 = Monday … 7 = Sunday) the person does not work. */
    daysOff: integer('days_off')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Not asked for shifts that fall on a day off. */
    skipDaysOff: boolean('skip_days_off').notNull().default(false),
    /** SHA-256 of the private calendar feed token; null until the feed is switched on. */
    calendarTokenHash: text('calendar_token_hash'),
    updatedAt: nowTimestamp('updated_at'),
  },
  // Every phone polls its feed about hourly: finding the owner is an index probe, not a scan.
  (table) => [uniqueIndex('user_preferences_calendar_token_unique').on(table.calendarTokenHash)],
);

/**
 * An agency dispatcher's job alert: which new requests open to agencies they are told about (the
 * channels come from user_preferences). Per person, not per agency: two dispatchers of one agency
 * may cover different regions or fields (docs/decisions/008). No row: every request. An empty
 * list means any value of that criterion.
 */
export const jobAlerts = pgTable('job_alerts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Off: told about no new request (the board still shows them all). */
  enabled: boolean('enabled').notNull().default(true),
  /** Medical field keys (reference 'field'); they narrow the requests that name a field. */
  fields: text('fields')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Nursing qualification keys (reference 'qualification') and doctor positions (Facharzt, Assistenzarzt). */
  qualifications: text('qualifications')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Contract type keys (reference 'contract_type'). */
  contractTypes: text('contract_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Postcode prefixes of the clinic ('2' is Hamburg and around, '80331' one area of Munich). */
  postcodes: text('postcodes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  accommodationOnly: boolean('accommodation_only').notNull().default(false),
  updatedAt: nowTimestamp('updated_at'),
});

/** Periods a pool member marked as unavailable (holiday, sickness): never asked then. */
export const unavailability = pgTable(
  'unavailability',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [index('unavailability_user_idx').on(table.userId, table.endsAt)],
);
