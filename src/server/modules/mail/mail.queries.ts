import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { pageWithTotal } from '#server/db/paging';
import { outbox, type OutboxRow } from '#server/db/schema/index';
import { escapeHtml, type MailPart, type PreparedMail } from './mail.templates';

export type { OutboxRow };

export async function insertOutboxMessage(db: Db, values: typeof outbox.$inferInsert) {
  const [row] = await db.insert(outbox).values(values).returning();
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
}

/**
 * E-mails of prepared mails (prepareMail), assembled by the database: the parts of each prepared
 * mail are sent once and only each recipient's address and slot values per row (the values also
 * HTML-escaped when escaping changes them). A pool's offers are a few hundred bytes per person
 * instead of the whole text and HTML, which is what made one INSERT of a thousand mails slow.
 * The rows are the ones PreparedMail.render gives, committed with the caller's transaction.
 */
export async function insertPreparedMails(db: Db, rows: PreparedMailRow[]) {
  for (let start = 0; start < rows.length; start += OUTBOX_CHUNK) {
    const chunk = rows.slice(start, start + OUTBOX_CHUNK);
    const mails = [...new Set(chunk.map((row) => row.mail))];
    const slots = [...new Set(mails.flatMap((mail) => mail.slots))];
    const data = chunk.map((row) => {
      if (!row.mail.fits(row.values)) throw new Error('a prepared mail row whose values do not fit its slots');
      const item: Record<string, string | number> = { mail: mails.indexOf(row.mail), recipient: row.recipient };
      for (const name of row.mail.slots) {
        const value = row.values[name]!;
        const column = slots.indexOf(name);
        item[`v${column}`] = value;
        const escaped = escapeHtml(value);
        if (escaped !== value) item[`h${column}`] = escaped;
      }
      return item;
    });
    const field = (pick: (mail: PreparedMail) => readonly MailPart[], html: boolean) =>
      sql`case x.mail ${sql.join(
        mails.map((mail, index) => {
          const parts = pick(mail).map((part) => {
            if (typeof part === 'string') return sql`${part}::text`;
            const column = slots.indexOf(mail.slots[part]!);
            return sql.raw(html ? `coalesce(x.h${column}, x.v${column})` : `x.v${column}`);
          });
          return sql`when ${sql.raw(String(index))} then ${sql.join(parts, sql` || `)}`;
        }),
        sql` `,
      )} end`;
    const byMail = (pick: (mail: PreparedMail) => string) =>
      sql`case x.mail ${sql.join(
        mails.map((mail, index) => sql`when ${sql.raw(String(index))} then ${pick(mail)}::text`),
        sql` `,
      )} end`;
    const columns = slots.map((_, column) => `v${column} text, h${column} text`).join(', ');
    await db.execute(sql`
      insert into outbox (channel, recipient, language, template, subject, body_text, body_html)
      select 'email', x.recipient, ${byMail((mail) => mail.language)}::language, ${byMail((mail) => mail.template)},
             ${field((mail) => mail.subject, false)}, ${field((mail) => mail.text, false)}, ${field((mail) => mail.html, true)}
      from json_to_recordset(${JSON.stringify(data)}::json) as x(mail integer, recipient text${sql.raw(columns ? `, ${columns}` : '')})`);
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
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, channels),
        or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
        // A sender that died mid-delivery leaves its lease behind; take over when it runs out.
        and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .update(outbox)
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
    .where(eq(outbox.id, id));
}

export async function listOutboxFor(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The back office's view of the outbox, newest first, by channel. */
export async function listOutbox(db: Db, channel: OutboxRow['channel'] | undefined, page: number, pageSize: number) {
  const where = channel ? eq(outbox.channel, channel) : undefined;
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(pageSize).offset(page * pageSize),
    db.select({ id: outbox.id }).from(outbox).where(where).$dynamic(),
    { page, pageSize },
  );
  return { items, ...counted };
}
