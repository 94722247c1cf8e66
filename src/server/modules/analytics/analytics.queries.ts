import { sql, sum, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { analyticsDaily } from '#server/db/schema/index';

export type AnalyticsType = 'page_view' | 'contact_submitted';

/** Adds one to today's total for the path: one row per day, type and path, no visitor data. */
export async function countEvent(db: Db, type: AnalyticsType, path: string) {
  await db
    .insert(analyticsDaily)
    .values({ day: sql`current_date`, type, path, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.type, analyticsDaily.path],
      set: { count: sql`${analyticsDaily.count} + 1` },
    });
}

export async function totalOf(db: Db, type: AnalyticsType): Promise<number> {
  const [row] = await db
    .select({ total: sum(analyticsDaily.count).mapWith(Number) })
    .from(analyticsDaily)
    .where(eq(analyticsDaily.type, type));
  return row?.total ?? 0;
}
