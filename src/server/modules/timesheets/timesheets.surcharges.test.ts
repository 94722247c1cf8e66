import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TVOED_SURCHARGES } from '#shared/surcharges';
import { organisations } from '#server/db/schema/index';
import { berlin } from '#server/test/clock-fixtures';
import {
  booked,
  clock,
  confirm,
  ctx,
  nord,
  nurse,
  ok,
  useTimesheetApp,
} from '#server/test/timesheets-fixtures';

// A confirmed timesheet splits its worked minutes into the organisation's surcharge bands.

useTimesheetApp();

describe('the surcharge bands of a timesheet', () => {
  it('splits a confirmed Christmas night, the break in the middle; none while the organisation bills none', async () => {
    const worker = await nurse();
    const { timesheets } = await booked(worker.user.id, [['2026-12-24T22:00', '2026-12-25T07:00']]);
    clock.set(berlin('2026-12-25T07:00'));
    const plain = ok(await confirm(worker, timesheets[0]!.id, { asBooked: true }));
    expect(plain.surchargeMinutes).toBeNull();

    await ctx.db
      .update(organisations)
      .set({ federalState: 'BE', surchargeRules: TVOED_SURCHARGES })
      .where(eq(organisations.id, nord.id));
    const sheet = ok(await confirm(worker, timesheets[0]!.id, { asBooked: true }));
    // 9 hours less the statutory 30 minutes, laid from 02:15 to 02:45.
    expect(sheet.workedMinutes).toBe(510);
    expect(sheet.surchargeMinutes).toEqual({
      night: 255 + 195,
      saturday: 0,
      sunday: 0,
      holiday: 135 + 255,
      dec24And31: 120,
    });
    await ctx.db
      .update(organisations)
      .set({ federalState: null, surchargeRules: null })
      .where(eq(organisations.id, nord.id));
  });
});
