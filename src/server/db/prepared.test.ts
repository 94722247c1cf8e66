import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { openTestDatabase } from '#server/test/database';

/**
 * Decision 044 on a real server (the PostgreSQL pass of the api suite): a statement sent again
 * on a connection is prepared there by name and answers as before. On PGlite nothing is named.
 */
const database: Database = await openTestDatabase();
const onPostgres = database.kind === 'postgres';

describe.skipIf(!onPostgres)('repeated statements on PostgreSQL', () => {
  beforeAll(async () => {
    await database.db.execute(sql`select 1`);
  });
  afterAll(() => database.close());

  it('prepares a repeated statement once on its connection and gives the same rows', async () => {
    const email = `prepared-${Date.now()}@example.com`;
    const results = await database.db.transaction(async (tx) => {
      const found = [];
      // A transaction keeps one connection: the second and third call reuse its statement.
      for (let call = 0; call < 3; call += 1)
        found.push(await tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
      const statements = await tx.execute(
        sql`select name, statement from pg_prepared_statements where name like 'auto_%'`,
      );
      return {
        found,
        statements: (statements as unknown as { rows: { name: string; statement: string }[] }).rows,
      };
    });
    expect(results.found).toEqual([[], [], []]);
    const ours = results.statements.filter(
      (row) => row.statement.includes('"users"') && row.statement.includes('"email" = $1'),
    );
    expect(ours).toHaveLength(1);
  });
});

if (!onPostgres) afterAll(() => database.close());
