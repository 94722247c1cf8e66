import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TimesheetList } from '#shared/contracts/timesheets';
import { users } from '#server/db/schema/index';
import { berlin } from '#server/test/clock-fixtures';
import { signedIn, joinAgency, joinDepartment, type TestActor } from '#server/test/tenants';
import {
  agencyStaff,
  approve,
  booked,
  call,
  clock,
  confirm,
  correct,
  ctx,
  errorOf,
  hours,
  hrNord,
  medi,
  nord,
  nurse,
  ok,
  snapshot,
  useTimesheetApp,
  wardKardio,
} from '#server/test/timesheets-fixtures';

// Separation of duties: nobody approves or corrects hours they worked or confirmed themself.

useTimesheetApp();

/** The account becomes a ward manager of Kardiologie (a promotion after the shift). */
async function promoteToWardManager(actor: TestActor) {
  await ctx.db.update(users).set({ role: 'ORG_SUB' }).where(eq(users.id, actor.user.id));
  await joinDepartment(ctx.db, nord.departments[0]!.id, actor);
}

const OWN_EN =
  'You worked or confirmed these hours yourself: another ward manager or HR must approve or correct them.';
const OWN_DE =
  'Diese Stunden haben Sie selbst geleistet oder bestätigt: Eine andere Stationsleitung oder die Personalabteilung muss sie freigeben oder korrigieren.';

describe('nobody approves their own hours', () => {
  it('refuses a ward manager approving or correcting hours she worked and confirmed; another manager approves', async () => {
    const worker = await nurse();
    const { timesheets } = await booked(worker.user.id, [['2026-11-03T06:00', '2026-11-03T14:00']]);
    const other = await booked(
      (await agencyStaff()).id,
      [['2026-11-03T06:00', '2026-11-03T14:00']],
      {
        agencyId: medi.id,
      },
    );
    const [id] = timesheets.map((sheet) => sheet.id);
    clock.set(berlin('2026-11-03T15:00'));
    ok(await confirm(worker, id!, { asBooked: true }));
    await promoteToWardManager(worker);
    const before = await snapshot(id!);

    const mine = await approve(worker, [id!]);
    expect(mine.statusCode).toBe(403);
    expect(errorOf(mine)).toMatchObject({ code: 'TIMESHEET_OWN_HOURS', message: OWN_EN });
    const german = await call(worker, 'POST', '/api/timesheets/approve', { ids: [id] }, 'de');
    expect(errorOf(german)).toMatchObject({ code: 'TIMESHEET_OWN_HOURS', message: OWN_DE });
    // A batch with one's own hours in it: none approved.
    expect((await approve(worker, [other.timesheets[0]!.id, id!])).statusCode).toBe(403);
    const corrected = await correct(worker, id!, {
      ...hours('2026-11-03T06:00', '2026-11-03T14:30', 30),
      reason: 'Übergabe',
    });
    expect(errorOf(corrected).code).toBe('TIMESHEET_OWN_HOURS');
    expect(await snapshot(id!)).toEqual(before);

    // The week says which are hers, so the screen offers no button for them.
    const week = ok<TimesheetList>(
      await call(worker, 'GET', '/api/timesheets/week?week=2026-11-02'),
    );
    const flags = Object.fromEntries(week.items.map((item) => [item._id, item.ownHours]));
    expect(flags[id!]).toBe(true);
    expect(flags[other.timesheets[0]!.id]).toBe(false);

    const done = ok<TimesheetList>(await approve(wardKardio, [id!]));
    expect(done.items[0]).toMatchObject({
      state: 'approved',
      approved: { by: { _id: wardKardio.user.id } },
      ownHours: false,
    });
  });

  it('refuses a ward manager correcting her own shift nobody confirmed; HR corrects it', async () => {
    const manager = await signedIn(ctx.app, ctx.db, 'ORG_SUB', 'en', 'Wanda');
    await joinDepartment(ctx.db, nord.departments[0]!.id, manager);
    await joinDepartment(ctx.db, nord.departments[0]!.id, manager, 'customer');
    const { timesheets } = await booked(manager.user.id, [
      ['2026-11-04T06:00', '2026-11-04T14:00'],
    ]);
    clock.set(berlin('2026-11-04T15:00'));
    const body = {
      ...hours('2026-11-04T06:00', '2026-11-04T14:00', 30),
      reason: 'Laut Dienstplan',
    };
    const before = await snapshot(timesheets[0]!.id);
    const own = await correct(manager, timesheets[0]!.id, body);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('TIMESHEET_OWN_HOURS');
    expect(await snapshot(timesheets[0]!.id)).toEqual(before);
    expect(ok(await correct(hrNord, timesheets[0]!.id, body)).state).toBe('corrected');
  });

  it('refuses whoever confirmed the hours, though someone else worked them', async () => {
    const dispatcher = await signedIn(ctx.app, ctx.db, 'AGENCY', 'en', 'Dana');
    await joinAgency(ctx.db, medi.id, dispatcher.user.id, 'user');
    const { timesheets } = await booked(
      (await agencyStaff()).id,
      [['2026-11-05T06:00', '2026-11-05T14:00']],
      {
        agencyId: medi.id,
      },
    );
    clock.set(berlin('2026-11-05T15:00'));
    ok(await confirm(dispatcher, timesheets[0]!.id, { asBooked: true }));
    await promoteToWardManager(dispatcher);
    const refused = await approve(dispatcher, [timesheets[0]!.id]);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('TIMESHEET_OWN_HOURS');
    expect(ok<TimesheetList>(await approve(hrNord, [timesheets[0]!.id])).items[0]!.state).toBe(
      'approved',
    );
  });
});
