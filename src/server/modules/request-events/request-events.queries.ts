import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { requestEvents } from '#server/db/schema/index';

/** Rows per multi-row INSERT: well below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

export type EventInsert = Omit<typeof requestEvents.$inferInsert, 'at'>;
/**
 * Timeline rows stamped with clock_timestamp(), not now(): now() is the transaction's start, so
 * the steps of one transaction (created, stage_started, asked) would tie and lose their order.
 */
export async function insertEvents(db: Db, rows: EventInsert[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Rows of one statement may share a clock reading: a microsecond apart keeps their order.
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((row, index) => ({
      ...row,
      at: sql.raw(`clock_timestamp() + interval '${index} microseconds'`),
    }));
    const inserted = await db
      .insert(requestEvents)
      .values(chunk)
      .returning({ id: requestEvents.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
