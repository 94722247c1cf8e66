import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestState } from '#shared/request-states';
import {
  applications,
  auditLog,
  requestEvents,
  requestOffers,
  requests,
  shifts,
} from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { berlin } from '#server/test/clock-fixtures';
import {
  applicationTo,
  call,
  ctx,
  errorOf,
  hrNord,
  medi,
  nord,
  selectUrl,
  snapshot,
  sued,
  useSelectionApp,
  type Method,
} from '#server/test/selection-fixtures';
import type { TestOrganisation } from '#server/test/tenants';

// The Working Hours Act at selection: an agency's staff member on an external
// request, a pool member picked on an internal one; their shifts at another clinic count.

useSelectionApp({ clock: fixedClock(berlin('2026-11-02T08:00')) });

type Span = [string, string];
async function staffRequest(
  spans: Span[],
  state: RequestState,
  organisation: TestOrganisation = nord,
) {
  const dates = spans.map(([from, to]) => ({ startsAt: berlin(from), endsAt: berlin(to) }));
  const place = { organisationId: organisation.id, departmentId: organisation.departments[0]!.id };
  const title = `Dienst ${spans[0]![0]}`;
  const firstShiftStart = dates[0]!.startsAt;
  const lastShiftEnd = dates.at(-1)!.endsAt;
  const [row] = await ctx.db
    .insert(requests)
    .values({ ...place, kind: 'staff', state, title, firstShiftStart, lastShiftEnd })
    .returning();
  await ctx.db
    .insert(shifts)
    .values(dates.map((date) => ({ ...date, ...place, requestId: row!.id })));
  return row!;
}
/** The person booked at Klinikum Süd (another clinic) on these shifts. */
async function bookedAtSued(userId: string, spans: Span[]) {
  const request = await staffRequest(spans, 'internal_fill', sued);
  await ctx.db.insert(applications).values({ requestId: request.id, userId, state: 'selected' });
}
const post = (url: string, payload?: unknown, language = 'en') =>
  call(hrNord, 'POST' as Method, url, payload, language);

describe('§3 at most 10 hours a day, across clinics', () => {
  it('10 hours with the other clinic is selectable, 10 hours and 1 minute refused in en and de', async () => {
    const over = await staffRequest([['2026-11-10T16:00', '2026-11-10T21:01']], 'external_adv');
    const { application, person } = await applicationTo(over.id, { agencyId: medi.id });
    await bookedAtSued(person.id, [['2026-11-10T00:00', '2026-11-10T05:00']]);
    const before = await snapshot(over.id);

    const refused = await post(selectUrl(over.id, application.id));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'WORKING_TIME_REFUSED',
      details: [{ key: 'WorkingTime_over_10h', message: expect.stringContaining('10 hours') }],
    });
    const german = await post(selectUrl(over.id, application.id), undefined, 'de');
    expect(errorOf(german).message).toContain('Arbeitszeitgesetz');
    expect(errorOf(german).details?.[0]?.message).toContain('10 Stunden');
    // A reason does not lift a hard limit.
    const withReason = await post(selectUrl(over.id, application.id), {
      overrideReason: 'Notfall',
    });
    expect(errorOf(withReason).code).toBe('WORKING_TIME_REFUSED');
    expect(await snapshot(over.id)).toEqual(before);

    const exact = await staffRequest([['2026-11-10T16:00', '2026-11-10T21:00']], 'external_adv');
    const second = await ctx.db
      .insert(applications)
      .values({
        requestId: exact.id,
        userId: person.id,
        agencyId: medi.id,
        hourlyRate: 60,
        state: 'applied',
      })
      .returning();
    const selected = await post(selectUrl(exact.id, second[0]!.id));
    expect(selected.statusCode, selected.body).toBe(200);
  });
});

describe('§5 rest at a direct pick', () => {
  it('refuses a pool member with 10 h 59 min of rest to a shift at another clinic', async () => {
    const request = await staffRequest([['2026-11-13T00:59', '2026-11-13T06:00']], 'internal_adv');
    const { application, person } = await applicationTo(request.id);
    await bookedAtSued(person.id, [['2026-11-12T06:00', '2026-11-12T14:00']]);
    const refused = await post(selectUrl(request.id, application.id));
    expect(errorOf(refused)).toMatchObject({
      code: 'WORKING_TIME_REFUSED',
      details: [{ key: 'WorkingTime_rest' }],
    });
  });
});

describe('warnings a manager may override with a reason', () => {
  it('Sunday work needs a reason, kept in the timeline and the audit log', async () => {
    // A Saturday night shift into Sunday 29 November.
    const request = await staffRequest([['2026-11-28T22:00', '2026-11-29T06:00']], 'internal_adv');
    const { application, person } = await applicationTo(request.id);
    const before = await snapshot(request.id);

    const asked = await post(selectUrl(request.id, application.id), undefined, 'de');
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked)).toMatchObject({
      code: 'WORKING_TIME_WARNINGS',
      details: [{ key: 'WorkingTime_sunday_work', message: expect.stringContaining('Sonntag') }],
    });
    const blank = await post(selectUrl(request.id, application.id), { overrideReason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await snapshot(request.id)).toEqual(before);

    const selected = await post(selectUrl(request.id, application.id), {
      overrideReason: ' Only trained person free ',
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const events = await ctx.db
      .select()
      .from(requestEvents)
      .where(
        and(
          eq(requestEvents.requestId, request.id),
          eq(requestEvents.kind, 'working_time_override'),
        ),
      );
    expect(events).toMatchObject([
      {
        actorId: hrNord.user.id,
        userId: person.id,
        detail: { warnings: ['sunday_work'], reason: 'Only trained person free' },
      },
    ]);
    const timeline = await call(hrNord, 'GET', `/api/job/${request.id}/timeline`);
    expect(
      timeline.json<{ events: { kind: string }[] }>().events.map((event) => event.kind),
    ).toContain('working_time_override');
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'working_time_override')));
    expect(audit).toHaveLength(1);
  });

  it('48 hours on average over 24 weeks: exactly is fine, one minute more needs a reason', async () => {
    // Six 8-hour shifts (08:00–16:30, 30 minutes of break) a week for 24 weeks up to Saturday 21 November.
    const days: string[] = [];
    for (let week = 0; week < 24; week += 1) {
      for (let day = 0; day < 6; day += 1) {
        days.push(
          new Date(Date.parse('2026-06-08T12:00:00Z') + (week * 7 + day) * 86_400_000)
            .toISOString()
            .slice(0, 10),
        );
      }
    }
    const last = days.pop()!;
    expect(last).toBe('2026-11-21');
    const spans = (lastEnd: string): Span[] =>
      days.map((day, index) => [
        `${day}T08:00`,
        index === 0 ? `${day}T${lastEnd}` : `${day}T16:30`,
      ]);

    const exact = await staffRequest([[`${last}T08:00`, `${last}T16:30`]], 'internal_adv');
    const fine = await applicationTo(exact.id);
    await bookedAtSued(fine.person.id, spans('16:30'));
    expect((await post(selectUrl(exact.id, fine.application.id))).statusCode).toBe(200);

    const above = await staffRequest([[`${last}T08:00`, `${last}T16:30`]], 'internal_adv');
    const busy = await applicationTo(above.id);
    await bookedAtSued(busy.person.id, spans('16:31'));
    const warned = await post(selectUrl(above.id, busy.application.id));
    expect(errorOf(warned)).toMatchObject({
      code: 'WORKING_TIME_WARNINGS',
      details: [{ key: 'WorkingTime_over_48h_average' }],
    });
    const applicants = await call(hrNord, 'GET', `/api/job/${above.id}/applicants`);
    expect(applicants.json<{ items: { workingTime: unknown }[] }>().items[0]!.workingTime).toEqual({
      refusals: [],
      warnings: ['over_48h_average'],
    });
    expect(
      (
        await post(selectUrl(above.id, busy.application.id), {
          overrideReason: 'Agreed with the works council',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('fairness figures of the pick dialog', () => {
  it('counts shifts asked for and booked shifts begun in the 28 days before the clock', async () => {
    // The clock stands at Monday 2 November 2026, 08:00 (CET): 28 × 24 real hours before is
    // 5 October, 09:00 (CEST, before the autumn clock change).
    const request = await staffRequest([['2026-11-20T08:00', '2026-11-20T16:00']], 'internal_adv');
    const { person } = await applicationTo(request.id);
    const asked = async (at: string, spans: Span[]) => {
      const offered = await staffRequest(spans, 'internal_adv');
      await ctx.db.insert(requestOffers).values({
        requestId: offered.id,
        userId: person.id,
        stage: 'department_pool',
        askedAt: berlin(at),
      });
    };
    await asked('2026-10-05T09:00', [
      ['2026-10-12T08:00', '2026-10-12T16:00'],
      ['2026-10-13T08:00', '2026-10-13T16:00'],
    ]);
    await asked('2026-10-05T08:59', [['2026-10-14T08:00', '2026-10-14T16:00']]);
    await bookedAtSued(person.id, [
      ['2026-10-05T08:59', '2026-10-05T15:00'],
      ['2026-10-20T08:00', '2026-10-20T16:00'],
      ['2026-11-05T08:00', '2026-11-05T16:00'],
    ]);
    const other = await applicationTo(request.id, { lastName: 'Neu' });

    const applicants = await call(hrNord, 'GET', `/api/job/${request.id}/applicants`);
    const items = applicants.json<{ items: { user: { _id: string }; fairness: unknown }[] }>()
      .items;
    expect(items.find((item) => item.user._id === person.id)?.fairness).toEqual({
      asked: 2,
      taken: 1,
    });
    expect(items.find((item) => item.user._id === other.person.id)?.fairness).toEqual({
      asked: 0,
      taken: 0,
    });
  });
});
