import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_RANDOM_PAGE_COST, withoutJit, type Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';

/**
 * Decision 055: the PostgreSQL pool's sessions start with `jit=off` (a startup parameter), so a
 * short report sends its statement without a transaction that sets it. PGlite has no JIT.
 */
const database: Database = await openTestDatabase();
afterAll(() => database.close());

describe('session settings', () => {
  it('runs without JIT on every pooled session, and says so', async () => {
    expect(withoutJit(database.db)).toBe(true);
    if (database.kind !== 'postgres') return;
    // More calls at once than one connection: each new session must start with it.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    for (const answer of answers)
      expect((answer as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
  });

  it('plans PGlite for reads from the OS cache: random_page_cost 1.1, also inside a transaction (decision 058)', async () => {
    if (database.kind !== 'pglite') return;
    const cost = async (db: typeof database.db) =>
      (
        (await db.execute(sql`select current_setting('random_page_cost') as cost`)) as unknown as {
          rows: { cost: string }[];
        }
      ).rows[0]?.cost;
    expect(await cost(database.db)).toBe(String(PGLITE_RANDOM_PAGE_COST));
    expect(await database.db.transaction((tx) => cost(tx))).toBe('1.1');
  });

  it('leaves a transaction to set what it needs', async () => {
    await database.db.transaction(async (tx) => {
      expect(withoutJit(tx)).toBe(false);
    });
  });
});
