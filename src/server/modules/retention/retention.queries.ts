import { and, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import {
  auditLog,
  files,
  invitations,
  outboxMails,
  outboxTable as outbox,
  poolFanouts,
  sessions,
  userTokens,
} from '#server/db/schema/index';

/** Raw rows (both drivers answer { rows }). */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Deletes the table's rows matching `where`; returns how many. */
async function deleteCount(db: Db, table: PgTable, where: SQL | undefined) {
  const deleted = await db
    .delete(table)
    .where(where)
    .returning({ one: sql<number>`1` });
  return deleted.length;
}

export const deleteAuditRecordsBefore = (db: Db, cutoff: Date) =>
  deleteCount(db, auditLog, lt(auditLog.createdAt, cutoff));

/** Sent e-mails (address, subject and text): the mail log. Unsent ones stay until delivered or failed. */
export const deleteSentMailBefore = (db: Db, cutoff: Date) =>
  deleteCount(
    db,
    outbox,
    and(inArray(outbox.status, ['sent', 'failed']), lt(outbox.createdAt, cutoff)),
  );

/**
 * Prepared mails no outbox row fills in any more: after deleteSentMailBefore, or a
 * person's erasure. Only those older than the cutoff, so a mail is never taken from under the
 * transaction that is still writing its rows.
 */
export const deleteUnusedPreparedMailsBefore = (db: Db, cutoff: Date) =>
  deleteCount(
    db,
    outboxMails,
    and(
      lt(outboxMails.createdAt, cutoff),
      sql`not exists (select 1 from ${outbox} where ${outbox.mailId} = ${outboxMails.id})`,
    ),
  );

/**
 * Pool fan-outs completed a day ago or earlier: their members' rows are written,
 * and the live push reads a row only in the moment after it is committed or completed. done_at
 * is the database's stamp, so it is compared with the database's clock, not the business one.
 */
export const deleteDoneFanouts = (db: Db) =>
  deleteCount(db, poolFanouts, lt(poolFanouts.doneAt, sql`now() - interval '1 day'`));

export const deleteSessionsExpiredBy = (db: Db, cutoff: Date) =>
  deleteCount(db, sessions, lt(sessions.expiresAt, cutoff));

/** A used link is refused like a missing one, so it goes as soon as it is used or expired. */
export const deleteDeadTokens = (db: Db, cutoff: Date) =>
  deleteCount(
    db,
    userTokens,
    or(
      lt(userTokens.expiresAt, cutoff),
      and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, cutoff)),
    ),
  );

/** Unanswered invitations (pending past their expiry, or marked expired) that expired before the cutoff. */
export const deleteInvitationsExpiredBy = (db: Db, cutoff: Date) =>
  deleteCount(
    db,
    invitations,
    and(inArray(invitations.status, ['pending', 'expired']), lt(invitations.expiresAt, cutoff)),
  );

/**
 * Every column with a foreign key to files(id), read from the catalogue: a table that starts to
 * refer to uploads keeps its files without a change here.
 */
export async function fileReferences(db: Db) {
  return rows<{ table: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'files'::regclass
        order by 1, 2`,
  );
}

/** Deletes uploads made before the cutoff that no referring column names; returns their hashes. */
export async function deleteUnattachedFilesBefore(
  db: Db,
  cutoff: Date,
  references: { table: string; column: string }[],
) {
  const unreferenced = references.map(
    (ref) =>
      sql`not exists (select 1 from ${sql.identifier(ref.table)} r where r.${sql.identifier(ref.column)} = ${files.id})`,
  );
  const deleted = await db
    .delete(files)
    .where(and(lt(files.createdAt, cutoff), ...unreferenced))
    .returning({ sha256: files.sha256 });
  return deleted.map((row) => row.sha256);
}

/** The hashes among these that no file row holds any more (the bytes are shared by hash). */
export async function hashesWithoutRows(db: Db, hashes: string[]) {
  if (hashes.length === 0) return [];
  const kept = await db
    .selectDistinct({ sha256: files.sha256 })
    .from(files)
    .where(inArray(files.sha256, hashes));
  const held = new Set(kept.map((row) => row.sha256));
  return [...new Set(hashes)].filter((hash) => !held.has(hash));
}
