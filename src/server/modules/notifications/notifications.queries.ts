import { and, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationChannel } from '#shared/request-states';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import { notifications, poolFanouts } from '#server/db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect & {
  /** The name of the person the payload's personId points at, read with the row (null: none). */
  personName?: string | null;
  /** A call to pick or decide whose request has been filled or cancelled since: nothing to do. */
  settled?: boolean;
};

/** The PostgreSQL channel every server process LISTENs on. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface RecipientRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  phoneNumber: string | null;
  channels: NotificationChannel[];
  /** The person's push subscriptions (devices), only when push is among their channels. */
  pushDevices: string[];
}

/**
 * A notification for each active user among the ids, and who they went to with their channels
 * (app and e-mail until they choose): one statement, the recipients and the INSERT as one
 * (ten thousand pool members are one statement, not ten thousand).
 */
export async function notifyRecipients(
  db: Db,
  values: {
    userIds: string[];
    kind: string;
    requestId: string | null;
    payload: Record<string, unknown>;
    /**
     * A pool fan-out's notifications: id derivedUuid(fan-out id, user id) and the
     * fan-out's created_at, as its live events said; rows that exist already are skipped (and
     * their recipients left out, so nothing is sent twice).
     */
    fanoutId?: string;
  },
): Promise<(RecipientRow & { notificationId: string })[]> {
  const fanoutId = values.fanoutId ?? null;
  // Postgres returns an enum array as its text form through some drivers; cast to text[].
  const found = await rows<
    RecipientRow & {
      notificationId: string;
      channels: NotificationChannel[] | string;
      pushDevices: string[] | string;
    }
  >(
    db,
    sql`with recipient as (
          select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.language,
            u.phone_number as "phoneNumber", coalesce(p.channels, '{app,email}')::text[] as channels,
            case when 'push' = any(p.channels)
              then array(select s.id::text from push_subscriptions s where s.user_id = u.id order by s.created_at)
              else '{}'::text[] end as "pushDevices"
          from users u left join user_preferences p on p.user_id = u.id
          where u.id = any(${sql.param(values.userIds)}::uuid[]) and u.archived_at is null
        ), created as (
          insert into notifications (id, user_id, kind, request_id, payload, created_at)
          select coalesce(overlay(overlay(md5(${fanoutId}::text || recipient.id::text) placing '8' from 13) placing '8' from 17)::uuid, gen_random_uuid()), id, ${values.kind},
                 ${values.requestId}, ${JSON.stringify(values.payload)}::jsonb,
                 coalesce((select f.created_at from pool_fanouts f where f.id = ${fanoutId}::uuid), now())
          from recipient
          on conflict (id) do nothing
          returning id, user_id
        )
        select recipient.*, created.id as "notificationId" from recipient join created on created.user_id = recipient.id`,
  );
  return found.map((row) => ({
    ...row,
    channels: parseTextArray(row.channels) as NotificationChannel[],
    pushDevices: parseTextArray(row.pushDevices),
  }));
}

function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/** NOTIFY inside the caller's transaction: PostgreSQL (and PGlite) deliver it only on commit. */
export async function publish(db: Db, messages: string[]) {
  if (messages.length === 0) return;
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, m) from unnest(${sql.param(messages)}::text[]) as m`,
  );
}

/**
 * NOTIFY once for all notifications of one call (a pool): the message names their kind, request
 * and the transaction's now(), which every row of the one INSERT has as created_at. PostgreSQL
 * sends identical payloads of one transaction once, so two calls of the same kind and request in
 * one transaction are one message, and the receiver reads the rows of both.
 */
export async function publishBatch(db: Db, kind: string, requestId: string) {
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('b', json_build_array(${kind}::text, ${requestId}::text, now()::text))::text)`,
  );
}

/** What the live push of a pool fan-out reads: one primary-key row. */
export async function findFanout(db: Db, id: string) {
  const [row] = await db
    .select({
      id: poolFanouts.id,
      requestId: poolFanouts.requestId,
      userIds: poolFanouts.userIds,
      payload: poolFanouts.payload,
      createdAt: poolFanouts.createdAt,
    })
    .from(poolFanouts)
    .where(eq(poolFanouts.id, id));
  return row;
}
export type LiveFanout = NonNullable<Awaited<ReturnType<typeof findFanout>>>;

/**
 * A call to pick someone or to decide for HR whose request is filled or cancelled: nothing is left
 * to do, so it reads as settled and no longer counts as unread. `alias` names the notifications
 * row (a constant of this file, never input).
 */
function settledSql(alias: 'notifications' | 'u') {
  return sql.raw(`(${alias}.kind in ('offer_accepted', 'hr_review') and exists (
    select 1 from requests r where r.id = ${alias}.request_id
      and (r.filled_at is not null or r.cancelled_at is not null)))`);
}

/**
 * A notification's columns and, when its payload points at a person (personId), that person's
 * name as it is now: an erased account reads as its neutral name, with no row of anyone else
 * rewritten. Spelled out like `unread` below.
 */
const notificationColumns = {
  ...getTableColumns(notifications),
  personName: sql<
    string | null
  >`case when notifications.payload ? 'personId' then (select trim(p.first_name || ' ' || p.last_name)
    from users p where p.id = (notifications.payload ->> 'personId')::uuid) end`,
  settled: sql<boolean>`coalesce(${settledSql('notifications')}, false)`,
};

/** A notification's columns and its user's unread count, as the live push sends them. */
const withUnread = {
  ...notificationColumns,
  // Spelled out: Drizzle writes the outer column unqualified, which the inner table would capture.
  unread: sql<number>`(select count(*)::int from notifications u where u.user_id = notifications.user_id and u.read_at is null and not ${settledSql('u')})`,
};

/**
 * These notifications, each with its user's unread count, in one statement: what the live push
 * sends. The ids are one array parameter, not one bound value each (a pool's chunk is thousands).
 */
export async function findNotificationsWithUnread(
  db: Db,
  ids: string[],
): Promise<(NotificationRow & { unread: number })[]> {
  if (ids.length === 0) return [];
  return db
    .select(withUnread)
    .from(notifications)
    .where(sql`${notifications.id} = any(${sql.param(ids)}::uuid[])`);
}

/**
 * The notifications of one batch (publishBatch) for these users (those connected to this
 * process), each with its user's unread count: the users' index (user_id, created_at) finds them.
 */
export async function findBatchWithUnread(
  db: Db,
  batch: [kind: string, requestId: string, createdAt: string],
  userIds: string[],
): Promise<(NotificationRow & { unread: number })[]> {
  if (userIds.length === 0) return [];
  const [kind, requestId, createdAt] = batch;
  return db
    .select(withUnread)
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = any(${sql.param(userIds)}::uuid[])`,
        sql`${notifications.createdAt} = ${createdAt}::timestamptz`,
        eq(notifications.kind, kind),
        eq(notifications.requestId, requestId),
      ),
    );
}

export async function listNotifications(
  db: Db,
  userId: string,
  before: Date | undefined,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select(notificationColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before ? lt(notifications.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Unread counts of these users (users without unread notifications are left out). */
export async function countUnread(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const counted = await db
    .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = any(${sql.param(userIds)}::uuid[])`,
        isNull(notifications.readAt),
        sql`not ${settledSql('notifications')}`,
      ),
    )
    .groupBy(notifications.userId);
  return new Map(counted.map((row) => [row.userId, Number(row.count)]));
}

/** Marks the user's notifications read: these ids, or all of them. Others' ids are ignored. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids
          ? inArray(notifications.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])
          : undefined,
      ),
    );
}
