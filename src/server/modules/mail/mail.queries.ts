import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { pageWithTotal } from '#server/db/paging';
import { outbox, outboxMails, outboxTable, type OutboxRow } from '#server/db/schema/index';
import type { PreparedMail } from './mail.prepared';

export type { OutboxRow };

export async function insertOutboxMessage(db: Db, values: typeof outboxTable.$inferInsert) {
  const [row] = await db.insert(outboxTable).values(values).returning({ id: outboxTable.id });
  return row!;
}

export interface OutboxMessage {
  channel: OutboxRow['channel'];
  recipient: string;
  language: OutboxRow['language'];
  template: string;
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
}

/** Messages per statement: bounds the size of one statement's data. */
const OUTBOX_CHUNK = 2000;

/**
 * Many messages (a notification to a whole pool) as one statement per chunk. The rows travel as
 * one JSON document: both drivers pass a string as it is, where Drizzle's multi-row VALUES builds
 * thousands of bound values one by one and text[] parameters are escaped element by element.
 */
export async function insertOutboxMessages(db: Db, values: OutboxMessage[]) {
  for (let start = 0; start < values.length; start += OUTBOX_CHUNK) {
    const rows = values.slice(start, start + OUTBOX_CHUNK).map((message) => ({
      channel: message.channel,
      recipient: message.recipient,
      language: message.language,
      template: message.template,
      subject: message.subject,
      body_text: message.bodyText,
      body_html: message.bodyHtml ?? null,
    }));
    await db.execute(sql`
      insert into outbox (channel, recipient, language, template, subject, body_text, body_html)
      select channel, recipient, language, template, subject, body_text, body_html
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(
        channel outbox_channel, recipient text, language language, template text, subject text, body_text text, body_html text
      )`);
  }
}

export interface PreparedMailRow {
  mail: PreparedMail;
  recipient: string;
  /** A value for each of the mail's slots; PreparedMail.fits(values) must hold. */
  values: Record<string, string>;
  /**
   * The id of the person the mail names in its `person` slot (someone other than the recipient):
   * stored beside the name, so erasing that person finds this copy by id (privacy module).
   */
  personId?: string;
}

/** The key of mail_values that holds the id of the person a copy names in its `person` slot. */
export const QUOTED_PERSON_KEY = 'personId';
export const QUOTED_PERSON_SLOT = 'person';

/**
 * E-mails of prepared mails (prepareMail), rendered when read: each prepared mail's
 * parts are stored once (outbox_mails) and each recipient's row holds only the address and the
 * slot values; the view `outbox` assembles the copy PreparedMail.render gives. A pool's offers
 * are then ≈ 250 bytes per person in the request's transaction instead of ≈ 2 KB of text and
 * HTML. Committed with the caller's transaction, like every outbox row.
 */
export async function insertPreparedMails(db: Db, rows: PreparedMailRow[]) {
  if (rows.length === 0) return;
  const mails = [...new Set(rows.map((row) => row.mail))];
  const stored = await db
    .insert(outboxMails)
    .values(
      mails.map((mail) => ({
        language: mail.language,
        template: mail.template,
        slots: [...mail.slots],
        subject: mail.subject,
        bodyText: mail.text,
        bodyHtml: mail.html,
      })),
    )
    .returning({ id: outboxMails.id });
  const ids = new Map(mails.map((mail, index) => [mail, stored[index]!.id]));
  for (let start = 0; start < rows.length; start += OUTBOX_CHUNK) {
    const data = rows.slice(start, start + OUTBOX_CHUNK).map((row) => {
      if (!row.mail.fits(row.values))
        throw new Error('a prepared mail row whose values do not fit its slots');
      // Only the slots' values (and whose name the person slot holds): no more than the mail shows.
      const values: Record<string, string> = Object.fromEntries(
        row.mail.slots.map((name) => [name, row.values[name]!]),
      );
      if (row.personId && row.mail.slots.includes(QUOTED_PERSON_SLOT))
        values[QUOTED_PERSON_KEY] = row.personId;
      return { mail: ids.get(row.mail)!, recipient: row.recipient, values };
    });
    await db.execute(sql`
      insert into outbox (channel, recipient, language, template, mail_id, mail_values)
      select 'email', x.recipient, m.language, m.template, m.id, x.values
      from json_to_recordset(${JSON.stringify(data)}::json) as x(mail bigint, recipient text, "values" jsonb)
      join outbox_mails m on m.id = x.mail`);
  }
}

/**
 * Claims up to `limit` due messages with a lease. FOR UPDATE SKIP LOCKED lets several workers
 * (in several processes) claim at once without ever taking the same row.
 */
export async function claimDueMessages(
  db: Db,
  limit: number,
  leaseSeconds: number,
  /** Only the channels this worker can deliver: SMS waits while no gateway is configured. */
  channels: OutboxRow['channel'][] = ['email'],
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxTable.id })
    .from(outboxTable)
    .where(
      and(
        inArray(outboxTable.channel, channels),
        or(
          and(eq(outboxTable.status, 'pending'), lte(outboxTable.nextAttemptAt, sql`now()`)),
          // A sender that died mid-delivery leaves its lease behind; take over when it runs out.
          and(eq(outboxTable.status, 'sending'), lte(outboxTable.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(outboxTable.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxTable)
    .set({
      status: 'sending',
      attempts: sql`${outboxTable.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outboxTable.id, due))
    .returning({ id: outboxTable.id });
  if (claimed.length === 0) return [];
  // Rendered as sent; the lease keeps them ours between the two statements.
  return db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(outbox.id);
}

export async function markSent(db: Db, id: number) {
  await db
    .update(outboxTable)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(outboxTable.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .update(outboxTable)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(outboxTable.id, id));
}

/** The messages to one address as they are sent (prepared mails rendered), oldest first. */
export async function listOutboxFor(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/**
 * The back office's view of the outbox, newest first, by channel. A later page takes its ids
 * from the table first (an index-only walk of outbox_channel_id_idx or the key)
 * and renders only its own rows through the view.
 */
export async function listOutbox(
  db: Db,
  channel: OutboxRow['channel'] | undefined,
  page: number,
  pageSize: number,
) {
  const where = channel ? eq(outboxTable.channel, channel) : undefined;
  const ids = db
    .select({ id: outboxTable.id })
    .from(outboxTable)
    .where(where)
    .orderBy(desc(outboxTable.id));
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    page === 0
      ? db
          .select()
          .from(outbox)
          .where(channel ? eq(outbox.channel, channel) : undefined)
          .orderBy(desc(outbox.id))
          .limit(pageSize)
      : db
          .select()
          .from(outbox)
          .where(inArray(outbox.id, ids.limit(pageSize).offset(page * pageSize)))
          .orderBy(desc(outbox.id)),
    db.select({ id: outboxTable.id }).from(outboxTable).where(where).$dynamic(),
    { page, pageSize },
  );
  return { items, ...counted };
}
