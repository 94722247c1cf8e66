import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutJit, type Database } from '#server/db/client';
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
      Array.from({ length: 4 }, () => database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`)),
    );
    for (const answer of answers) expect((answer as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
  });

  it('leaves a transaction to set what it needs', async () => {
    await database.db.transaction(async (tx) => {
      expect(withoutJit(tx)).toBe(false);
    });
  });
});
