import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TimesheetList, TimesheetWeek } from '#shared/contracts/timesheets';
import { auditLog } from '#server/db/schema/index';
import { berlin } from '#server/test/clock-fixtures';
import {
  admin,
  agencyStaff,
  approve,
  booked,
  call,
  clock,
  confirm,
  correct,
  ctx,
  dispatcher,
  errorOf,
  hours,
  hrNord,
  hrSued,
  medi,
  nord,
  nurse,
  ok,
  snapshot,
  sued,
  useTimesheetApp,
  wardKardio,
  wardNeuro,
} from '#server/test/timesheets-fixtures';

// The manager's side: the week, approving one or many, correcting with a reason, and refusals.

useTimesheetApp();

/** An agency staff member's shifts, confirmed by the dispatcher after the last one ended. */
async function submitted(
  dates: [string, string][],
  options: { departmentId?: string | null } = {},
) {
  const person = await agencyStaff();
  const { request, timesheets } = await booked(person.id, dates, { agencyId: medi.id, ...options });
  clock.set(new Date(berlin(dates.at(-1)![1]).getTime() + 3_600_000));
  for (const sheet of timesheets) ok(await confirm(dispatcher, sheet.id, { asBooked: true }));
  return { request, ids: timesheets.map((sheet) => sheet.id) };
}

describe('the week and approving', () => {
  it('lists a week on the clinic’s clock and approves all at once, in the timeline and the audit log', async () => {
    const { request, ids } = await submitted([
      ['2026-11-02T06:00', '2026-11-02T14:00'],
      ['2026-11-03T06:00', '2026-11-03T14:00'],
      // Sunday night into Monday: in this week by its start.
      ['2026-11-08T22:00', '2026-11-09T06:00'],
    ]);
    const week = ok<TimesheetList>(
      await call(wardKardio, 'GET', '/api/timesheets/week?week=2026-11-02'),
    );
    expect(ids.every((id) => week.items.some((item) => item._id === id))).toBe(true);
    const next = ok<TimesheetList>(
      await call(wardKardio, 'GET', '/api/timesheets/week?week=2026-11-09'),
    );
    expect(next.items.some((item) => ids.includes(item._id))).toBe(false);
    const neuro = ok<TimesheetList>(
      await call(wardNeuro, 'GET', '/api/timesheets/week?week=2026-11-02'),
    );
    expect(neuro.items.some((item) => ids.includes(item._id))).toBe(false);

    const approved = ok<TimesheetList>(await approve(wardKardio, ids));
    expect(approved.items.map((item) => item.state)).toEqual(['approved', 'approved', 'approved']);
    expect(approved.items[0]!.approved?.by?._id).toBe(wardKardio.user.id);

    const timeline = ok<{ events: { kind: string }[] }>(
      await call(hrNord, 'GET', `/api/job/${request.id}/timeline`),
    );
    expect(timeline.events.filter((event) => event.kind === 'timesheet_approved')).toHaveLength(3);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'timesheet'), eq(auditLog.entityId, ids[0]!)));
    expect(audit.map((row) => row.action).sort()).toEqual(['approved', 'submitted']);
  });

  it('refuses approving twice (409), someone else’s ward (404), USER/AGENCY/ADMIN (403), and changes nothing', async () => {
    const { ids } = await submitted([['2026-11-10T06:00', '2026-11-10T14:00']]);
    const [id] = ids;
    const before = await snapshot(id!);
    expect((await approve(wardNeuro, [id!])).statusCode).toBe(404);
    expect((await approve(hrSued, [id!])).statusCode).toBe(404);
    expect((await approve(dispatcher, [id!])).statusCode).toBe(403);
    expect((await approve(await nurse(), [id!])).statusCode).toBe(403);
    expect((await approve(admin, [id!])).statusCode).toBe(403);
    expect(await snapshot(id!)).toEqual(before);

    ok(await approve(hrNord, [id!]));
    const twice = await approve(wardKardio, [id!]);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('TIMESHEET_APPROVED');
    const after = await snapshot(id!);
    // Editing after approval: neither the worker nor the manager.
    const edit = await confirm(dispatcher, id!, hours('2026-11-10T06:00', '2026-11-10T15:00', 30));
    expect(edit.statusCode).toBe(409);
    const corrected = await correct(wardKardio, id!, {
      ...hours('2026-11-10T06:00', '2026-11-10T15:00', 30),
      reason: 'late',
    });
    expect(errorOf(corrected).code).toBe('TIMESHEET_APPROVED');
    expect(await snapshot(id!)).toEqual(after);
  });

  it('approves all or none: one foreign id in the batch refuses the whole batch', async () => {
    const mine = await submitted([['2026-11-11T06:00', '2026-11-11T14:00']]);
    const neuro = await submitted([['2026-11-11T06:00', '2026-11-11T14:00']], {
      departmentId: nord.departments[1]!.id,
    });
    const before = await snapshot(mine.ids[0]!);
    expect((await approve(wardKardio, [mine.ids[0]!, neuro.ids[0]!])).statusCode).toBe(404);
    expect(await snapshot(mine.ids[0]!)).toEqual(before);
  });

  it('refuses approving hours not yet confirmed, and asks to acknowledge warnings', async () => {
    const person = await agencyStaff();
    // Booked within the 10 hours (selection refuses more); worked 12.
    const { timesheets } = await booked(person.id, [['2026-11-12T06:00', '2026-11-12T16:00']], {
      agencyId: medi.id,
    });
    clock.set(berlin('2026-11-12T19:00'));
    const waiting = await approve(wardKardio, [timesheets[0]!.id]);
    expect(errorOf(waiting).code).toBe('TIMESHEET_NOT_SUBMITTED');

    const sent = ok(
      await confirm(
        dispatcher,
        timesheets[0]!.id,
        hours('2026-11-12T06:00', '2026-11-12T18:00', 45),
      ),
    );
    expect(sent.warnings).toEqual(['over_10h']);
    const unacknowledged = await call(
      wardKardio,
      'POST',
      '/api/timesheets/approve',
      { ids: [timesheets[0]!.id] },
      'de',
    );
    expect(unacknowledged.statusCode).toBe(409);
    expect(errorOf(unacknowledged).message).toContain('Arbeitszeitgesetz');
    const approved = ok<TimesheetList>(await approve(wardKardio, [timesheets[0]!.id], true));
    expect(approved.items[0]!.state).toBe('approved');
  });
  it('tells the week what waits for approval in earlier weeks, and not the other ward', async () => {
    const { ids } = await submitted([
      ['2026-12-01T06:00', '2026-12-01T14:00'],
      ['2026-12-02T06:00', '2026-12-02T14:00'],
    ]);
    const later = ok<TimesheetWeek>(
      await call(wardKardio, 'GET', '/api/timesheets/week?week=2026-12-14'),
    );
    expect(later.items).toEqual([]);
    expect(later.waitingBefore.count).toBeGreaterThanOrEqual(2);
    expect(later.waitingBefore.latestWeek).toBe('2026-11-30');
    // The week itself counts what is in it, not before it.
    const own = ok<TimesheetWeek>(
      await call(wardKardio, 'GET', '/api/timesheets/week?week=2026-11-30'),
    );
    expect(own.items.filter((item) => ids.includes(item._id))).toHaveLength(2);
    expect(own.waitingBefore.latestWeek).not.toBe('2026-11-30');
    const other = ok<TimesheetWeek>(
      await call(wardNeuro, 'GET', '/api/timesheets/week?week=2026-12-14'),
    );
    expect(other.waitingBefore.latestWeek).not.toBe('2026-11-30');
    ok(await approve(wardKardio, ids));
    const after = ok<TimesheetWeek>(
      await call(wardKardio, 'GET', '/api/timesheets/week?week=2026-12-14'),
    );
    expect(after.waitingBefore.count).toBe(later.waitingBefore.count - 2);
  });

  it('refuses a week given by a day that is not its Monday, in the caller’s language', async () => {
    const tuesday = await call(hrNord, 'GET', '/api/timesheets/week?week=2026-11-03');
    expect(tuesday.statusCode, tuesday.body).toBe(400);
    expect(tuesday.json().error.details).toEqual([
      expect.objectContaining({
        field: 'week',
        key: 'Week_starts_on_monday',
        message: 'A week is chosen by its Monday: please enter a Monday',
      }),
    ]);
    const german = await call(
      hrNord,
      'GET',
      '/api/timesheets/week?week=2026-11-08',
      undefined,
      'de',
    );
    expect(german.json().error.details[0].message).toBe(
      'Eine Woche wird über ihren Montag gewählt: bitte einen Montag eingeben',
    );
    for (const week of ['0000-01-03', '2024-02-30']) {
      expect(
        (await call(hrNord, 'GET', `/api/timesheets/week?week=${week}`)).statusCode,
        week,
      ).toBe(400);
    }
    expect((await call(hrNord, 'GET', '/api/timesheets/week?week=2026-11-02')).statusCode).toBe(
      200,
    );
  });
});

describe('correcting', () => {
  it('corrects the break with a reason and approves in one step; the reason is kept', async () => {
    const { request, ids } = await submitted([['2026-11-13T06:00', '2026-11-13T14:00']]);
    const missing = await correct(
      wardKardio,
      ids[0]!,
      hours('2026-11-13T06:00', '2026-11-13T14:00', 45),
    );
    expect(missing.statusCode).toBe(400);
    const done = ok(
      await correct(wardKardio, ids[0]!, {
        ...hours('2026-11-13T06:00', '2026-11-13T14:00', 45),
        reason: 'Pause war länger',
      }),
    );
    expect(done).toMatchObject({
      state: 'corrected',
      correctionReason: 'Pause war länger',
      workedMinutes: 435,
    });
    const timeline = ok<{ events: { kind: string; detail: Record<string, unknown> }[] }>(
      await call(wardKardio, 'GET', `/api/job/${request.id}/timeline`),
    );
    expect(
      timeline.events.find((event) => event.kind === 'timesheet_corrected')?.detail,
    ).toMatchObject({ reason: 'Pause war länger' });
  });

  it('corrects hours the worker never confirmed, but not before the shift ended', async () => {
    const person = await agencyStaff();
    const { timesheets } = await booked(person.id, [['2026-11-14T06:00', '2026-11-14T14:00']], {
      agencyId: medi.id,
    });
    clock.set(berlin('2026-11-14T10:00'));
    const early = await correct(hrNord, timesheets[0]!.id, {
      ...hours('2026-11-14T06:00', '2026-11-14T14:00', 30),
      reason: 'x',
    });
    expect(errorOf(early).code).toBe('TIMESHEET_NOT_DUE');
    clock.set(berlin('2026-11-16T10:00'));
    const done = ok(
      await correct(hrNord, timesheets[0]!.id, {
        ...hours('2026-11-14T06:00', '2026-11-14T14:00', 30),
        reason: 'Laut Dienstplan',
      }),
    );
    expect(done.state).toBe('corrected');
  });
});

describe('the organisation’s automatic approval setting', () => {
  it('is HR’s, in their own organisation only', async () => {
    expect(ok(await call(hrNord, 'GET', `/api/timesheets/settings/${nord.id}`))).toEqual({
      autoApproveAfterDays: null,
    });
    expect(
      ok(
        await call(hrNord, 'PUT', `/api/timesheets/settings/${nord.id}`, {
          autoApproveAfterDays: 3,
        }),
      ),
    ).toEqual({ autoApproveAfterDays: 3 });
    expect(
      (
        await call(hrNord, 'PUT', `/api/timesheets/settings/${sued.id}`, {
          autoApproveAfterDays: 3,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(wardKardio, 'PUT', `/api/timesheets/settings/${nord.id}`, {
          autoApproveAfterDays: 3,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(hrNord, 'PUT', `/api/timesheets/settings/${nord.id}`, {
          autoApproveAfterDays: 0,
        })
      ).statusCode,
    ).toBe(400);
    ok(
      await call(hrNord, 'PUT', `/api/timesheets/settings/${nord.id}`, {
        autoApproveAfterDays: null,
      }),
    );
  });
});
