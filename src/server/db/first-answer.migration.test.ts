import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestOffers, requests } from '#server/db/schema/index';
import { requestOf } from '#server/test/agency-fixtures';
import { useTestContext } from '#server/test/app';
import { createUser } from '#server/test/factories';
import { organisationWith } from '#server/test/tenants';

const ctx = useTestContext();
const MIGRATION = readFileSync(
  new URL('../../../drizzle/0048_first_answer_earliest.sql', import.meta.url),
  'utf8',
);

describe('the migration to the earliest first answer', () => {
  it('moves a request recorded with a later answer to its earliest, and leaves the others', async () => {
    const clinic = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie']);
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 3, hour));
    const lastKept = await requestOf(ctx, clinic, { values: { firstAnswerAt: at(9) } });
    const rightAlready = await requestOf(ctx, clinic, { values: { firstAnswerAt: at(6) } });
    const none = await requestOf(ctx, clinic, { values: { firstAnswerAt: null } });
    const people = [await createUser(ctx.db), await createUser(ctx.db)];
    for (const request of [lastKept, rightAlready])
      await ctx.db.insert(requestOffers).values([
        {
          requestId: request.id,
          userId: people[0]!.id,
          stage: 'department_pool',
          answer: 'declined',
          answeredAt: at(7),
        },
        {
          requestId: request.id,
          userId: people[1]!.id,
          stage: 'department_pool',
          answer: 'accepted',
          answeredAt: at(9),
        },
      ]);
    await ctx.db
      .insert(requestOffers)
      .values({ requestId: none.id, userId: people[0]!.id, stage: 'department_pool' });

    await ctx.db.execute(sql.raw(MIGRATION));
    const firstAnswer = async (id: string) =>
      (await ctx.db.select().from(requests).where(eq(requests.id, id)))[0]!.firstAnswerAt;
    expect(await firstAnswer(lastKept.id)).toEqual(at(7));
    // Never later than what was recorded, and nothing where nobody answered.
    expect(await firstAnswer(rightAlready.id)).toEqual(at(6));
    expect(await firstAnswer(none.id)).toBeNull();
  });
});
