import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#shared/errors';
import { berlin } from '#server/test/clock-fixtures';
import {
  agencyStaff,
  booked,
  call,
  clock,
  confirm,
  correct,
  dispatcher,
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

// Plausible hours: within the booked shift widened by the organisation's tolerance, not in the
// future, no longer than a day; else refused with the field, in the caller's language.

useTimesheetApp();

const setTolerance = async (timesheetToleranceHours: number) =>
  ok(
    await call(hrNord, 'PATCH', `/api/organisation/${nord.id}/settings`, {
      timesheetToleranceHours,
    }),
  );

afterEach(async () => {
  await setTolerance(3);
});

/** An agency staff member's shift, ended an hour before the clock; the dispatcher confirms. */
async function endedShift(start: string, end: string) {
  const { timesheets } = await booked((await agencyStaff()).id, [[start, end]], {
    agencyId: medi.id,
  });
  clock.set(new Date(berlin(end).getTime() + 3_600_000));
  return timesheets[0]!.id;
}

const keysOf = (response: { json(): unknown }) =>
  ((response.json() as ErrorBody).error.details ?? []).map((detail) => [detail.field, detail.key]);

describe('hours far from the booked shift', () => {
  it('refuses 1980-01-01 to 2026-12-21, with every finding, in English and German, and writes nothing', async () => {
    const id = await endedShift('2026-11-02T06:00', '2026-11-02T14:00');
    const before = await snapshot(id);
    const absurd = hours('1980-01-01T00:00', '2026-12-21T00:00', 30);
    const en = await confirm(dispatcher, id, absurd);
    expect(en.statusCode).toBe(400);
    expect(keysOf(en)).toEqual([
      ['end', 'Timesheet_longer_than_a_day'],
      ['end', 'Timesheet_in_future'],
      ['start', 'Timesheet_start_outside_tolerance'],
      ['end', 'Timesheet_end_outside_tolerance'],
    ]);
    expect(errorOf(en).details?.[0]?.message).toBe(
      'A duty lasts at most 24 hours: please check the start and the end',
    );
    const de = await call(dispatcher, 'POST', `/api/timesheets/${id}/confirm`, absurd, 'de');
    expect(errorOf(de).details?.map((detail) => detail.message)).toEqual([
      'Ein Dienst dauert höchstens 24 Stunden: Bitte Beginn und Ende prüfen',
      'Die Stunden können nicht in der Zukunft enden',
      'Der Beginn liegt weiter vor dem gebuchten Beginn, als die Einrichtung zulässt',
      'Das Ende liegt weiter nach dem gebuchten Ende, als die Einrichtung zulässt',
    ]);
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses hours half a year after the shift, and a manager’s correction to them', async () => {
    const id = await endedShift('2026-11-03T06:00', '2026-11-03T14:00');
    clock.set(berlin('2027-06-01T12:00'));
    const later = hours('2027-05-03T06:00', '2027-05-03T14:00', 30);
    expect(keysOf(await confirm(dispatcher, id, later))).toEqual([
      ['end', 'Timesheet_end_outside_tolerance'],
    ]);
    const corrected = await correct(wardKardio, id, { ...later, reason: 'Nachgetragen' });
    expect(corrected.statusCode).toBe(400);
    expect(keysOf(corrected)).toEqual([['end', 'Timesheet_end_outside_tolerance']]);
  });

  it('refuses hours that end after now, though inside the tolerance', async () => {
    const id = await endedShift('2026-11-04T06:00', '2026-11-04T14:00');
    // The clock is at 15:00: an end at 15:00 is over, at 15:01 it is not.
    expect(
      keysOf(await confirm(dispatcher, id, hours('2026-11-04T06:00', '2026-11-04T15:01', 30))),
    ).toEqual([['end', 'Timesheet_in_future']]);
    expect(
      ok(await confirm(dispatcher, id, hours('2026-11-04T06:00', '2026-11-04T15:00', 30))).state,
    ).toBe('submitted');
  });

  it('refuses more than 24 hours even where the tolerance would allow them; over 10 hours stays a warning', async () => {
    await setTolerance(12);
    const id = await endedShift('2026-11-05T08:00', '2026-11-05T16:00');
    clock.set(berlin('2026-11-06T12:00'));
    expect(
      keysOf(await confirm(dispatcher, id, hours('2026-11-04T20:00', '2026-11-05T20:01', 60))),
    ).toEqual([['end', 'Timesheet_longer_than_a_day']]);
    const day = ok(
      await confirm(dispatcher, id, hours('2026-11-04T20:00', '2026-11-05T20:00', 60)),
    );
    expect(day.warnings).toContain('over_10h');
  });
});

describe('the organisation’s tolerance', () => {
  it('is 3 hours by default: on the autumn clock-change night, 3 hours either side pass, a minute more does not', async () => {
    // 22:00–06:00 across the change is 9 real hours; 3 hours after its end is 09:00.
    const id = await endedShift('2026-10-24T22:00', '2026-10-25T06:00');
    clock.set(berlin('2026-10-25T12:00'));
    expect(
      keysOf(await confirm(dispatcher, id, hours('2026-10-24T18:59', '2026-10-25T06:00', 45))),
    ).toEqual([['start', 'Timesheet_start_outside_tolerance']]);
    expect(
      keysOf(await confirm(dispatcher, id, hours('2026-10-24T22:00', '2026-10-25T09:01', 45))),
    ).toEqual([['end', 'Timesheet_end_outside_tolerance']]);
    const edge = ok(
      await confirm(dispatcher, id, hours('2026-10-24T19:00', '2026-10-25T09:00', 45)),
    );
    expect(edge).toMatchObject({ state: 'submitted', workedMinutes: 15 * 60 - 45 });
  });

  it('follows the setting: 1 hour, then none at all', async () => {
    const worker = await nurse();
    const { timesheets } = await booked(worker.user.id, [['2026-11-09T06:00', '2026-11-09T14:00']]);
    const id = timesheets[0]!.id;
    clock.set(berlin('2026-11-09T18:00'));
    await setTolerance(1);
    expect(
      keysOf(await confirm(worker, id, hours('2026-11-09T06:00', '2026-11-09T15:01', 30))),
    ).toEqual([['end', 'Timesheet_end_outside_tolerance']]);
    ok(await confirm(worker, id, hours('2026-11-09T05:00', '2026-11-09T15:00', 45)));
    await setTolerance(0);
    expect(
      keysOf(await confirm(worker, id, hours('2026-11-09T05:59', '2026-11-09T14:00', 30))),
    ).toEqual([['start', 'Timesheet_start_outside_tolerance']]);
    // The booked times themselves always pass.
    expect(ok(await confirm(worker, id, { asBooked: true })).actual?.end).toBe(
      berlin('2026-11-09T14:00').toISOString(),
    );
  });
});
