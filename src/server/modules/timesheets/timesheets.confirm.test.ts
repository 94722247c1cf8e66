import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations } from '#server/db/schema/index';
import type { Timesheet, TimesheetList } from '#shared/contracts/timesheets';
import { berlin, berlinDay, berlinTime } from '#server/test/clock-fixtures';
import {
  agencyStaff,
  booked,
  call,
  clock,
  confirm,
  ctx,
  dispatcher,
  errorOf,
  hours,
  medi,
  nord,
  nurse,
  ok,
  otherDispatcher,
  rowOf,
  snapshot,
  useTimesheetApp,
  wardKardio,
} from '#server/test/timesheets-fixtures';

// The worker's side: confirming the hours of an ended shift, and everything refused.

useTimesheetApp();

describe('confirming hours', () => {
  it('takes the booked times with one call, with the statutory break, and records the step', async () => {
    const worker = await nurse();
    const { timesheets } = await booked(worker.user.id, [['2026-11-03T06:00', '2026-11-03T14:00']]);
    const [sheet] = timesheets;
    expect(sheet!.state).toBe('awaiting_worker');

    clock.set(berlin('2026-11-03T13:59'));
    const early = await confirm(worker, sheet!.id, { asBooked: true });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('TIMESHEET_NOT_DUE');

    clock.set(berlin('2026-11-03T14:00'));
    const list = ok<TimesheetList>(await call(worker, 'GET', '/api/timesheets/to-confirm'));
    expect(list.items.map((item) => item._id)).toContain(sheet!.id);

    const confirmed = ok(await confirm(worker, sheet!.id, { asBooked: true }));
    expect(confirmed).toMatchObject({
      state: 'submitted',
      actual: {
        start: berlin('2026-11-03T06:00').toISOString(),
        end: berlin('2026-11-03T14:00').toISOString(),
        breakMinutes: 30,
      },
      workedMinutes: 450,
      warnings: [],
      submitted: { by: { _id: worker.user.id } },
    });
    const timeline = ok<{ events: { kind: string }[] }>(
      await call(wardKardio, 'GET', `/api/job/${sheet!.requestId}/timeline`),
    );
    expect(timeline.events.map((event) => event.kind)).toContain('timesheet_submitted');
  });

  it('takes actual times, and lets the worker send them again until they are approved', async () => {
    const worker = await nurse();
    const { timesheets } = await booked(worker.user.id, [['2026-11-04T06:00', '2026-11-04T14:00']]);
    clock.set(berlin('2026-11-04T15:00'));
    ok(await confirm(worker, timesheets[0]!.id, hours('2026-11-04T06:10', '2026-11-04T14:20', 30)));
    const again = ok(
      await confirm(worker, timesheets[0]!.id, hours('2026-11-04T06:00', '2026-11-04T14:30', 45)),
    );
    expect(again.workedMinutes).toBe(8 * 60 + 30 - 45);
  });

  it('lets the agency dispatcher confirm for their staff, never another agency', async () => {
    const person = await agencyStaff();
    const { timesheets } = await booked(person.id, [['2026-11-05T20:00', '2026-11-06T06:00']], {
      agencyId: medi.id,
    });
    clock.set(berlin('2026-11-06T07:00'));
    const theirs = ok<TimesheetList>(await call(dispatcher, 'GET', '/api/timesheets/to-confirm'));
    expect(theirs.items.map((item) => item._id)).toContain(timesheets[0]!.id);
    const others = ok<TimesheetList>(
      await call(otherDispatcher, 'GET', '/api/timesheets/to-confirm'),
    );
    expect(others.items.map((item) => item._id)).not.toContain(timesheets[0]!.id);

    const before = await snapshot(timesheets[0]!.id);
    const refused = await confirm(otherDispatcher, timesheets[0]!.id, { asBooked: true });
    expect(refused.statusCode).toBe(404);
    expect(await snapshot(timesheets[0]!.id)).toEqual(before);

    // A night across midnight: 10 hours, the 45-minute break of §4 ArbZG with "as booked".
    const done = ok(await confirm(dispatcher, timesheets[0]!.id, { asBooked: true }));
    expect(done).toMatchObject({ state: 'submitted', workedMinutes: 600 - 45, warnings: [] });
  });

  it('refuses a worker confirming another’s timesheet (404) and managers confirming at all (403)', async () => {
    const worker = await nurse();
    const stranger = await nurse();
    const { timesheets } = await booked(worker.user.id, [['2026-11-07T06:00', '2026-11-07T12:00']]);
    clock.set(berlin('2026-11-07T13:00'));
    const before = await snapshot(timesheets[0]!.id);
    expect((await confirm(stranger, timesheets[0]!.id, { asBooked: true })).statusCode).toBe(404);
    expect((await confirm(wardKardio, timesheets[0]!.id, { asBooked: true })).statusCode).toBe(403);
    expect(
      (await call(null, 'POST', `/api/timesheets/${timesheets[0]!.id}/confirm`, { asBooked: true }))
        .statusCode,
    ).toBe(401);
    expect(await snapshot(timesheets[0]!.id)).toEqual(before);
  });
});

describe('refused times', () => {
  it('refuses an end before the start, a break as long as the shift, and an overlap, in both languages', async () => {
    const worker = await nurse();
    // The second shift after exactly the 11 hours of rest a booking needs.
    const { timesheets } = await booked(worker.user.id, [
      ['2026-11-09T06:00', '2026-11-09T14:00'],
      ['2026-11-10T01:00', '2026-11-10T06:00'],
    ]);
    clock.set(berlin('2026-11-10T15:00'));
    const id = timesheets[0]!.id;
    const before = await snapshot(id);

    const backwards = await confirm(worker, id, hours('2026-11-09T14:00', '2026-11-09T06:00', 0));
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).details?.[0]?.key).toBe('Timesheet_end_before_start');
    const german = await call(
      worker,
      'POST',
      `/api/timesheets/${id}/confirm`,
      hours('2026-11-09T14:00', '2026-11-09T14:00', 0),
      'de',
    );
    expect(errorOf(german).details?.[0]?.message).toBe('Das Ende muss nach dem Beginn liegen');

    const allBreak = await confirm(worker, id, hours('2026-11-09T06:00', '2026-11-09T07:00', 60));
    expect(errorOf(allBreak).details?.[0]?.key).toBe('Timesheet_break_too_long');

    // Into the next booked shift of the same person: only the widest tolerance reaches it.
    const setTolerance = (hours: number) =>
      ctx.db
        .update(organisations)
        .set({ timesheetToleranceHours: hours })
        .where(eq(organisations.id, nord.id));
    await setTolerance(12);
    const overlap = await confirm(worker, id, hours('2026-11-09T06:00', '2026-11-10T01:30', 60));
    await setTolerance(3);
    expect(overlap.statusCode).toBe(400);
    expect(errorOf(overlap).details?.[0]?.message).toBe(
      'These times overlap another shift of the same person',
    );
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('Working Hours Act warnings (decision 022)', () => {
  // Agency staff, confirmed by their dispatcher: one new person per case, no sign-in each.
  async function warningsFor(start: string, end: string, breakMinutes: number) {
    const person = await agencyStaff();
    // Booked for at most 8 hours (a booking over 10 hours of work is refused), so
    // the actual times, what the warnings are about, end within the 3 hours' tolerance after it.
    const bookedEnd = new Date(
      Math.min(berlin(end).getTime(), berlin(start).getTime() + 8 * 3_600_000),
    );
    const { timesheets } = await booked(
      person.id,
      [[start, `${berlinDay(bookedEnd)}T${berlinTime(bookedEnd)}`]],
      { agencyId: medi.id },
    );
    clock.set(new Date(berlin(end).getTime() + 3_600_000));
    return ok<Timesheet>(
      await confirm(dispatcher, timesheets[0]!.id, hours(start, end, breakMinutes)),
    ).warnings;
  }

  it('§4: six hours of work need no break, six hours and a minute need 30 minutes', async () => {
    expect(await warningsFor('2026-11-11T06:00', '2026-11-11T12:00', 0)).toEqual([]);
    expect(await warningsFor('2026-11-11T06:00', '2026-11-11T12:01', 0)).toEqual(['break_6h']);
    expect(await warningsFor('2026-11-11T06:00', '2026-11-11T12:31', 30)).toEqual([]);
  });

  it('§4: nine hours of work need 30 minutes, nine hours and a minute need 45', async () => {
    expect(await warningsFor('2026-11-12T06:00', '2026-11-12T15:30', 30)).toEqual([]);
    expect(await warningsFor('2026-11-12T06:00', '2026-11-12T15:31', 30)).toEqual(['break_9h']);
    expect(await warningsFor('2026-11-12T06:00', '2026-11-12T15:46', 45)).toEqual([]);
  });

  it('§3: ten hours of work are allowed, ten hours and a minute are not', async () => {
    expect(await warningsFor('2026-11-13T06:00', '2026-11-13T16:45', 45)).toEqual([]);
    expect(await warningsFor('2026-11-13T06:00', '2026-11-13T16:46', 45)).toEqual(['over_10h']);
  });

  it('§3 on the autumn clock change: a 22:00–08:00 night is 11 real hours', async () => {
    expect(await warningsFor('2026-10-24T22:00', '2026-10-25T08:00', 45)).toEqual(['over_10h']);
  });

  it('§5: 11 hours of rest to the next shift are enough, 10 h 59 min are not', async () => {
    const person = await agencyStaff();
    const { timesheets } = await booked(
      person.id,
      [
        ['2026-11-16T06:00', '2026-11-16T14:00'],
        ['2026-11-17T01:00', '2026-11-17T06:00'],
      ],
      { agencyId: medi.id },
    );
    clock.set(berlin('2026-11-17T07:00'));
    const enough = ok(
      await confirm(
        dispatcher,
        timesheets[0]!.id,
        hours('2026-11-16T06:00', '2026-11-16T14:00', 30),
      ),
    );
    expect(enough.warnings).toEqual([]);
    const late = ok(
      await confirm(
        dispatcher,
        timesheets[0]!.id,
        hours('2026-11-16T06:00', '2026-11-16T14:01', 30),
      ),
    );
    expect(late.warnings).toEqual(['rest_after']);
    const next = ok(await confirm(dispatcher, timesheets[1]!.id, { asBooked: true }));
    expect(next.warnings).toEqual(['rest_before']);
    expect((await rowOf(timesheets[1]!.id)).state).toBe('submitted');
  });
});
