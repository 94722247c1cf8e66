import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimits } from '#server/db/schema/index';

export interface Counted {
  key: string;
  hits: number;
  /** Until the window ends (0 when it just ended). */
  remainingMs: number;
}

/**
 * Counts one hit on each key in one atomic statement: a key whose window has ended starts a new
 * one. The database's clock decides, so processes with skewed clocks agree.
 */
export async function hit(
  db: Db,
  entries: { key: string; windowSeconds: number }[],
): Promise<Counted[]> {
  if (entries.length === 0) return [];
  // A fixed order: two statements never lock the same rows in opposite orders.
  const sorted = [...entries].sort((a, b) => a.key.localeCompare(b.key));
  return db
    .insert(rateLimits)
    .values(
      sorted.map((entry) => ({
        key: entry.key,
        hits: 1,
        windowEndsAt: sql`now() + make_interval(secs => ${entry.windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      remainingMs: sql<number>`greatest(0, extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000)::float8`,
    });
}

/** How long a key's window still runs after `at`, in ms; 0 when it has ended or never began. */
export async function remaining(db: Db, key: string, at: Date): Promise<number> {
  const [row] = await db
    .select({
      remainingMs: sql<number>`greatest(0, extract(epoch from ${rateLimits.windowEndsAt} - ${at.toISOString()}::timestamptz) * 1000)::float8`,
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [key]));
  return row?.remainingMs ?? 0;
}

/** Starts (or restarts) a key's window of `seconds` from `at`: a wait that refuses until it ends. */
export async function hold(db: Db, key: string, seconds: number, at: Date) {
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: new Date(at.getTime() + seconds * 1000) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { hits: 1, windowEndsAt: sql`excluded.window_ends_at` },
    });
}

/** Takes back one hit of each key (a request that was refused or turned out harmless). */
export async function refund(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

export async function clear(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Rows whose window ended count as absent; deleting them only keeps the table small. */
export async function sweep(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
}
