import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { notifications, outbox } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { monthsLater } from './aueg.rules';
import { AUEG_WARNING_KINDS, nextWarningRun, scheduleAuegWarnings } from './aueg.warnings';
import { placedOn } from '#server/test/aueg-fixtures';
import { berlin } from '#server/test/clock-fixtures';
import { createUser } from '#server/test/factories';
import {
  ctx,
  hrNord,
  medi,
  mediDispatcherDe,
  mediDispatcherEn,
  useSelectionApp,
} from '#server/test/selection-fixtures';
import { joinAgency } from '#server/test/tenants';

// The daily AÜG warnings on a test clock: 4 weeks before each date, once.

useSelectionApp({ clock: fixedClock(berlin('2026-06-15T06:00')) });

const monthly = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => monthsLater(from, index));

async function warnings() {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(inArray(notifications.kind, [...AUEG_WARNING_KINDS]));
  // The worker by id only: no name is stored in a payload.
  return rows
    .map((row) => ({
      userId: row.userId,
      kind: row.kind,
      date: row.payload.date,
      personId: row.payload.personId,
      title: row.payload.title,
    }))
    .sort((a, b) => `${a.kind}${a.userId}`.localeCompare(`${b.kind}${b.userId}`));
}

describe('AÜG warnings task', () => {
  it('runs daily at 07:00 in Germany', () => {
    expect(nextWarningRun(berlin('2026-06-15T06:59'))).toEqual(berlin('2026-06-15T07:00'));
    expect(nextWarningRun(berlin('2026-06-15T07:00'))).toEqual(berlin('2026-06-16T07:00'));
    // The night of the clock change in October: still 07:00 local time.
    expect(nextWarningRun(berlin('2026-10-25T08:00'))).toEqual(berlin('2026-10-26T07:00'));
    // On the clock-change days themselves: 07:00 on the clock, not 7 elapsed hours after midnight.
    expect(nextWarningRun(berlin('2026-03-29T00:30'))).toEqual(berlin('2026-03-29T07:00'));
    expect(nextWarningRun(berlin('2026-10-25T00:30'))).toEqual(berlin('2026-10-25T07:00'));
    // Year end and 29 February.
    expect(nextWarningRun(berlin('2026-12-31T07:30'))).toEqual(berlin('2027-01-01T07:00'));
    expect(nextWarningRun(berlin('2028-02-28T08:00'))).toEqual(berlin('2028-02-29T07:00'));
  });

  it('warns the agency and the clinic 4 weeks before 9 and 18 months, once per date', async () => {
    const limited = await createUser(ctx.db, { firstName: 'Lena', lastName: 'Limit' });
    const equal = await createUser(ctx.db, { firstName: 'Egon', lastName: 'Equal' });
    for (const person of [limited, equal]) await joinAgency(ctx.db, medi.id, person.id, 'customer');
    // Since 15 January 2025, booked on into July: the last allowed day is 14 July 2026, warned from 16 June.
    await placedOn(limited.id, medi.id, [
      ...monthly('2025-01-15', 15),
      '2026-04-14',
      '2026-06-20',
      '2026-07-10',
    ]);
    // Since 20 September 2025: equal pay from 20 June 2026, warned from 23 May (today is within).
    await placedOn(equal.id, medi.id, monthly('2025-09-20', 11));
    await scheduleAuegWarnings(ctx.db, berlin('2026-06-15T06:00'));

    expect(await ctx.app.taskRunner.runDue(berlin('2026-06-15T06:59'))).toBe(0);
    expect(await ctx.app.taskRunner.runDue(berlin('2026-06-15T07:00'))).toBe(1);
    const told = [hrNord.user.id, mediDispatcherDe.user.id, mediDispatcherEn.user.id].sort();
    expect(await warnings()).toEqual(
      told.map((userId) => ({
        userId,
        kind: 'aueg_equal_pay_soon',
        date: '2026-06-20',
        personId: equal.id,
        title: undefined,
      })),
    );

    // 16 June: 4 weeks before 14 July. The equal-pay warning is not repeated.
    expect(await ctx.app.taskRunner.runDue(berlin('2026-06-16T07:00'))).toBe(1);
    const after = await warnings();
    expect(after.filter((row) => row.kind === 'aueg_limit_soon')).toEqual(
      told.map((userId) => ({
        userId,
        kind: 'aueg_limit_soon',
        date: '2026-07-14',
        personId: limited.id,
        title: undefined,
      })),
    );
    expect(after).toHaveLength(6);
    expect(await ctx.app.taskRunner.runDue(berlin('2026-06-17T07:00'))).toBe(1);
    expect(await warnings()).toHaveLength(6);

    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [mediDispatcherDe.user.email, mediDispatcherEn.user.email]));
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toContain('18 Monate in 4 Wochen: Lena Limit bei Klinikum Nord');
    expect(subjects).toContain('18 months in 4 weeks: Lena Limit at Klinikum Nord');
    expect(subjects).toContain('Equal Pay in 4 Wochen: Egon Equal bei Klinikum Nord');
    // The app names the worker when the warning is read.
    const bell = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: hrNord.headers,
    });
    const named = bell.json<{
      items: { kind: string; person: { _id: string; name: string } | null }[];
    }>().items;
    expect(named.find((item) => item.kind === 'aueg_limit_soon')!.person).toEqual({
      _id: limited.id,
      name: 'Lena Limit',
    });
  });
});
