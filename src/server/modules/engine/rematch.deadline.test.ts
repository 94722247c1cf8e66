import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestEvents } from '#server/db/schema/index';
import { HOUR } from '#server/test/engine-fixtures';
import {
  ctx,
  dayAt,
  editOk,
  eventsOf,
  kardio,
  offerOf,
  pendingTask,
  poolMember,
  post,
  requestRow,
  staffDate,
  told,
  toldSince,
  useRematchApp,
} from '#server/test/rematch-fixtures';

// Editing a request while a pool stage runs: the stage's deadline follows the first shift,
// measured from when the stage began.
useRematchApp();

describe('editing a request in the department pool stage', () => {
  it('moves the deadline with the first shift, measured from when the stage began', async () => {
    const gus = await poolMember(kardio.id, ['Stoma']);
    const created = await post({ skills: ['Stoma'], dates: [staffDate(dayAt(5))] });
    const first = (await requestRow(created._id)).deadlineAt!;
    const [started] = await eventsOf(created._id, 'stage_started');
    // The stage's start on the app's clock (the row's own stamp is the database's).
    const stageStart = Date.parse(started!.detail.startedAt as string);
    expect(Math.abs(first.getTime() - (stageStart + 24 * HOUR))).toBeLessThan(2000);

    // The shift moves to ten hours from now: the stage ends halfway between its start and the shift.
    const soon = Date.now() + 10 * HOUR;
    await editOk(created, { dates: [staffDate(soon)] });
    const shrunk = (await requestRow(created._id)).deadlineAt!;
    expect(shrunk.getTime()).toBe(stageStart + Math.floor((soon - stageStart) / 2));
    expect((await pendingTask(created._id))!.runAt.getTime()).toBe(shrunk.getTime());
    expect((await offerOf(created._id, gus.user.id))!.tokenExpiresAt!.getTime()).toBe(
      shrunk.getTime(),
    );
    const changed = (await eventsOf(created._id, 'changed')).at(-1)!;
    expect(changed.detail).toMatchObject({ changes: ['dates'], deadlineAt: shrunk.toISOString() });

    // Back to a later day: the full 24 hours from the stage's start, not from the edit.
    await editOk(created, { dates: [staffDate(dayAt(9))] });
    const restored = (await requestRow(created._id)).deadlineAt!;
    expect(restored.getTime()).toBe(stageStart + 24 * HOUR);
    expect((await pendingTask(created._id))!.runAt.getTime()).toBe(restored.getTime());

    // A new time limit counts from the stage's start too; nobody is disturbed by it.
    const mark = told.length;
    await editOk(created, { timeLimit: '6' });
    expect((await requestRow(created._id)).deadlineAt!.getTime()).toBe(stageStart + 6 * HOUR);
    expect(toldSince(mark, created._id)).toEqual({});
  });

  it('ends the stage at once when the first shift moves so close that its time is up, asking nobody new', async () => {
    await poolMember(kardio.id, ['Port']);
    const created = await post({ skills: ['Port', 'Sonde'], dates: [staffDate(dayAt(5))] });
    // The stage began two hours ago.
    await ctx.db
      .update(requestEvents)
      .set({
        detail: sql`jsonb_set(${requestEvents.detail}, '{startedAt}', to_jsonb(${new Date(Date.now() - 2 * HOUR).toISOString()}::text))`,
      })
      .where(
        and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'stage_started')),
      );
    const mark = told.length;
    // Half an hour before the shift, a stage that began two hours ago is over: HR decides now.
    await editOk(created, { skills: ['Port'], dates: [staffDate(Date.now() + 30 * 60_000)] });
    expect(toldSince(mark, created._id)).toEqual({});
    const row = await requestRow(created._id);
    expect(row.deadlineAt!.getTime()).toBeLessThan(Date.now());
    expect(await ctx.app.taskRunner.runDue(new Date())).toBeGreaterThanOrEqual(1);
    expect((await requestRow(created._id)).state).toBe('hr_review');
  });
});
