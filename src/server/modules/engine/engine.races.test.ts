import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestEvents } from '#server/db/schema/index';
import { type TestContext, secondApp } from '#server/test/app';
import type { Actor } from '#server/test/agency-fixtures';
import { DAY } from '#server/test/engine-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';
import { listEvents } from './timeline.queries';

// The ladder with two processes on one database: a deadline fires once; and migration 0030's
// backfill gives an older database the same timeline.
const { world, recorder, staffDate, poolMember, post, toldAbout } = ladderTestbed();
let ctx: TestContext;
let kardio: { id: string };
let ward: Actor;
beforeAll(() => {
  ({ ctx, kardio, ward } = world);
});

describe('races', () => {
  it('fires a deadline once with two apps (processes) on one database', async () => {
    await poolMember(kardio.id, { skills: ['Tracheostoma'] });
    const created = await post(ward, { skills: ['Tracheostoma'], dates: [staffDate(13)] });
    const second = await secondApp(ctx.database, { notifier: recorder });
    const later = new Date(Date.now() + 30 * DAY);
    const done = await Promise.all([
      ctx.app.taskRunner.runDue(later),
      second.taskRunner.runDue(later),
    ]);
    expect(done.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await second.close();
    const passed = await ctx.db
      .select()
      .from(requestEvents)
      .where(
        and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'deadline_passed')),
      );
    expect(passed).toHaveLength(1);
    expect(toldAbout(created._id, 'hr_review')).toHaveLength(1);
  });

  it('migration 0030 turns the stored asked rows of an older database into the same timeline', async () => {
    await poolMember(kardio.id, { firstName: 'Anna' });
    await poolMember(kardio.id, { firstName: 'Ben' });
    const created = await post(ward);
    const file = (await readdir('drizzle')).find((name) =>
      name.endsWith('_offers_asked_event.sql'),
    )!;
    // The hand-written part: everything after the generated ADD COLUMN.
    const backfill = (await readFile(path.join('drizzle', file), 'utf8'))
      .split('--> statement-breakpoint')
      .slice(1);
    const lines = async (db: typeof ctx.db) =>
      (await listEvents(db, created._id, 100)).map((line) => [
        line.kind,
        line.personId,
        line.channel,
        line.detail,
      ]);
    const rollback = new Error('rollback');
    const run = ctx.db.transaction(async (tx) => {
      const expected = await lines(tx);
      // As written before 0030: an asked row per offer after the stage's event, the offer pointing nowhere.
      await tx.execute(sql`
        insert into request_events (request_id, kind, user_id, channel, detail, at)
        select o.request_id, 'asked', o.user_id, array_to_string(o.channels, ','),
               jsonb_build_object('stage', o.stage::text, 'channels', to_jsonb(o.channels)),
               e.at + (row_number() over ()) * interval '1 microsecond'
        from request_offers o join request_events e on e.id = o.asked_event_id
        where o.request_id = ${created._id}`);
      await tx.execute(
        sql`update request_offers set asked_event_id = null where request_id = ${created._id}`,
      );
      const asked = (all: unknown[][]) => all.filter(([kind]) => kind === 'asked').length;
      // Each person twice now: the stored row and the offer's (fallback) line.
      expect(asked(await lines(tx))).toBe(2 * asked(expected));
      expect(asked(expected)).toBeGreaterThanOrEqual(2);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      expect(await lines(tx)).toEqual(expected);
      throw rollback;
    });
    await expect(run).rejects.toBe(rollback);
  });
});
