import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations, outbox, timesheets } from '#server/db/schema/index';
import { berlin } from '#server/test/clock-fixtures';
import {
  agencyStaff,
  approve,
  booked,
  clock,
  confirm,
  ctx,
  dispatcher,
  hours,
  hrNord,
  medi,
  nord,
  notificationsOf,
  nurse,
  ok,
  rowOf,
  useTimesheetApp,
  wardKardio,
} from '#server/test/timesheets-fixtures';

// Reminders and automatic approval, run by the task runner at instants the test moves to.

useTimesheetApp();

const run = (at: Date) => {
  clock.set(at);
  return ctx.app.taskRunner.runDue(at);
};

describe('reminders', () => {
  it('asks the worker when the shift ends, then at most once a day while they are late', async () => {
    const worker = await nurse('de');
    const { timesheets } = await booked(worker.user.id, [['2026-11-18T06:00', '2026-11-18T14:00']]);
    await run(berlin('2026-11-18T13:59'));
    expect(await notificationsOf(worker.user.id, 'timesheet_due')).toHaveLength(0);

    await run(berlin('2026-11-18T14:00'));
    expect(await notificationsOf(worker.user.id, 'timesheet_due')).toHaveLength(1);
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.recipient, worker.user.email));
    expect(mails.some((mail) => mail.subject.startsWith('Bitte Stunden bestätigen'))).toBe(true);

    await run(berlin('2026-11-19T13:00'));
    expect(await notificationsOf(worker.user.id, 'timesheet_due')).toHaveLength(1);
    await run(berlin('2026-11-19T14:00'));
    expect(await notificationsOf(worker.user.id, 'timesheet_due')).toHaveLength(2);

    // Confirmed: the worker hears no more; the ward manager is reminded a day later.
    ok(await confirm(worker, timesheets[0]!.id, { asBooked: true }));
    const before = (await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).length;
    await run(berlin('2026-11-20T13:59'));
    expect(await notificationsOf(worker.user.id, 'timesheet_due')).toHaveLength(2);
    expect(await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).toHaveLength(before);
    await run(berlin('2026-11-20T14:00'));
    expect(await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).toHaveLength(
      before + 1,
    );
    await run(berlin('2026-11-21T13:00'));
    expect(await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).toHaveLength(
      before + 1,
    );
    await run(berlin('2026-11-21T14:00'));
    expect(await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).toHaveLength(
      before + 2,
    );
  });

  it('asks an agency worker’s dispatchers, not the worker', async () => {
    const person = await agencyStaff();
    await booked(person.id, [['2026-11-21T06:00', '2026-11-21T14:00']], { agencyId: medi.id });
    const before = (await notificationsOf(dispatcher.user.id, 'timesheet_due')).length;
    await run(berlin('2026-11-21T14:05'));
    expect(await notificationsOf(dispatcher.user.id, 'timesheet_due')).toHaveLength(before + 1);
    expect(await notificationsOf(person.id, 'timesheet_due')).toHaveLength(0);
  });
});

describe('a cancelled booking', () => {
  it('asks nobody for a shift cancelled before it started, and refuses confirming it', async () => {
    const person = await agencyStaff();
    clock.set(berlin('2026-11-26T06:00'));
    const { request, timesheets } = await booked(
      person.id,
      [['2026-11-27T06:00', '2026-11-27T14:00']],
      { agencyId: medi.id },
    );
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/job',
      payload: { ids: [request.id] },
      headers: hrNord.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await run(berlin('2026-11-27T15:00'));
    const about = (await notificationsOf(dispatcher.user.id, 'timesheet_due')).filter(
      (row) => row.requestId === request.id,
    );
    expect(about).toHaveLength(0);
    expect((await confirm(dispatcher, timesheets[0]!.id, { asBooked: true })).statusCode).toBe(404);
  });
});

describe('automatic approval', () => {
  it('approves after the organisation’s N days, never hours with warnings', async () => {
    await ctx.db
      .update(organisations)
      .set({ timesheetAutoApproveDays: 2 })
      .where(eq(organisations.id, nord.id));
    const plain = await agencyStaff();
    const long = await agencyStaff();
    const a = await booked(plain.id, [['2026-11-23T06:00', '2026-11-23T14:00']], {
      agencyId: medi.id,
    });
    const b = await booked(long.id, [['2026-11-23T06:00', '2026-11-23T14:00']], {
      agencyId: medi.id,
    });
    clock.set(berlin('2026-11-23T15:00'));
    ok(await confirm(dispatcher, a.timesheets[0]!.id, { asBooked: true }));
    ok(
      await confirm(
        dispatcher,
        b.timesheets[0]!.id,
        hours('2026-11-23T06:00', '2026-11-23T14:00', 0),
      ),
    );

    await run(berlin('2026-11-25T14:59'));
    expect((await rowOf(a.timesheets[0]!.id)).state).toBe('submitted');
    await run(berlin('2026-11-25T15:00'));
    const approved = await rowOf(a.timesheets[0]!.id);
    expect(approved).toMatchObject({ state: 'approved', approvedBy: null });
    expect((await rowOf(b.timesheets[0]!.id)).state).toBe('submitted');
    await run(berlin('2026-11-30T15:00'));
    expect((await rowOf(b.timesheets[0]!.id)).state).toBe('submitted');
    await ctx.db
      .update(organisations)
      .set({ timesheetAutoApproveDays: null })
      .where(eq(organisations.id, nord.id));
  });

  it('leaves hours outside the tolerance, as it is set then, to a person; a stored absurd row too', async () => {
    const setNord = (values: Partial<typeof organisations.$inferInsert>) =>
      ctx.db.update(organisations).set(values).where(eq(organisations.id, nord.id));
    await setNord({ timesheetAutoApproveDays: 2 });
    const inside = await booked(
      (await agencyStaff()).id,
      [['2026-12-01T06:00', '2026-12-01T14:00']],
      {
        agencyId: medi.id,
      },
    );
    const late = await booked(
      (await agencyStaff()).id,
      [['2026-12-01T06:00', '2026-12-01T14:00']],
      {
        agencyId: medi.id,
      },
    );
    const stored = await booked(
      (await agencyStaff()).id,
      [['2026-12-01T06:00', '2026-12-01T14:00']],
      {
        agencyId: medi.id,
      },
    );
    clock.set(berlin('2026-12-01T17:00'));
    const [a, b, c] = [inside, late, stored].map((one) => one.timesheets[0]!.id);
    ok(await confirm(dispatcher, a!, hours('2026-12-01T06:00', '2026-12-01T14:30', 30)));
    // Within the default 3 hours when sent; HR narrows the tolerance to 1 hour afterwards.
    ok(await confirm(dispatcher, b!, hours('2026-12-01T06:00', '2026-12-01T16:30', 45)));
    ok(await confirm(dispatcher, c!, { asBooked: true }));
    // Hours written before any check (as on a database from before the tolerance).
    await ctx.db
      .update(timesheets)
      .set({ actualStart: new Date('1980-01-01T00:00:00Z'), actualEnd: berlin('2026-12-01T14:00') })
      .where(eq(timesheets.id, c!));
    await setNord({ timesheetToleranceHours: 1 });
    try {
      const reminded = (await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).length;
      await run(berlin('2026-12-03T17:00'));
      expect((await rowOf(a!)).state).toBe('approved');
      expect((await rowOf(b!)).state).toBe('submitted');
      expect((await rowOf(c!)).state).toBe('submitted');
      // Still the ward manager's to decide: reminded, then approved by hand.
      expect(
        (await notificationsOf(wardKardio.user.id, 'timesheet_submitted')).length,
      ).toBeGreaterThan(reminded);
      await run(berlin('2026-12-06T17:00'));
      expect((await rowOf(b!)).state).toBe('submitted');
      ok(await approve(wardKardio, [b!]));
    } finally {
      await setNord({ timesheetAutoApproveDays: null, timesheetToleranceHours: 3 });
    }
  });
});
