import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import { shifts } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import { organisationWithStaff, requestOf, type Actor } from '#server/test/agency-fixtures';
import {
  HOUR,
  INSTANTS,
  berlin,
  berlinDay,
  berlinWeekday,
  dayAfter,
} from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import { CLOCK_SKEW_MS } from './requests.service';

/**
 * Creating and listing requests at fixed instants: "tomorrow", the refusal of shifts
 * in the past and the list's "from now" follow the app's clock, not the day the suite runs on.
 */
const clock = fixedClock(INSTANTS[0]!.now);
const ctx = useTestContext({ clock });
let ward: Actor;
let organisationId: string;
let departmentId: string;

beforeAll(async () => {
  const staff = await organisationWithStaff(ctx, 'Klinikum Uhr');
  ward = staff.ward;
  organisationId = staff.organisation.id;
  departmentId = staff.department.id;
});

const shift = (start: Date, hours = 8) => ({
  startDate: start.getTime(),
  endDate: start.getTime() + hours * HOUR,
  activity: 'Frühdienst',
  type: 'Neue_Dienstanfrage' as const,
});

const post = (dates: ReturnType<typeof shift>[]) =>
  injectAs(ctx.app, { 'accept-language': 'en', ...ward.headers }, 'POST', '/api/job', {
    title: 'Frühdienst Uhr',
    dates,
    skills: [],
    qualification: 'Examine Pflegekraft',
    orig_dept: departmentId,
    organisation: organisationId,
    applicants: [],
    timeLimit: '0',
  });

const problemFields = (body: string) =>
  (JSON.parse(body) as { error: { details?: { field: string }[] } }).error.details?.map(
    (detail) => detail.field,
  ) ?? [];

describe.each(INSTANTS)('at $name', (at) => {
  beforeEach(() => clock.set(at.now));

  it('takes a shift tomorrow in Berlin, on the right weekday', async () => {
    expect(dayAfter(berlinDay(at.now))).toBe(at.tomorrow);
    const start = berlin(`${at.tomorrow}T06:00`);
    expect(berlinWeekday(start)).toBe(at.tomorrowWeekday);
    const response = await post([shift(start)]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<StaffRequest>();
    expect(created.dates.map((date) => date.date.startDate)).toEqual([start.getTime()]);
  });

  it('refuses a shift that began before now (beyond the allowed clock skew), takes one just inside it', async () => {
    const late = await post([shift(new Date(at.now.getTime() - CLOCK_SKEW_MS - 60_000))]);
    expect(late.statusCode, late.body).toBe(400);
    expect(problemFields(late.body)).toEqual(['dates.0.startDate']);
    // Earlier today in Berlin is the past too (at 23:30 the evening shift has begun).
    const earlierToday = await post([shift(berlin(`${berlinDay(at.now)}T00:30`))]);
    expect(earlierToday.statusCode, earlierToday.body).toBe(400);
    const justNow = await post([shift(new Date(at.now.getTime() - CLOCK_SKEW_MS + 60_000))]);
    expect(justNow.statusCode, justNow.body).toBe(201);
  });

  it('lists, without a window, the requests not over at the clock’s now', async () => {
    const ended = await requestOf(
      ctx,
      { id: organisationId },
      {
        departmentId,
        title: `Ended before ${at.name}`,
        values: {
          firstShiftStart: new Date(at.now.getTime() - 9 * HOUR),
          lastShiftEnd: new Date(at.now.getTime() - HOUR),
        },
      },
    );
    const running = await requestOf(
      ctx,
      { id: organisationId },
      {
        departmentId,
        title: `Running at ${at.name}`,
        values: {
          firstShiftStart: new Date(at.now.getTime() - 7 * HOUR),
          lastShiftEnd: new Date(at.now.getTime() + HOUR),
        },
      },
    );
    // requestOf's shift rows are days from the real today: move them onto the request's span.
    for (const row of [ended, running]) {
      await ctx.db
        .update(shifts)
        .set({ startsAt: row.firstShiftStart, endsAt: row.lastShiftEnd })
        .where(eq(shifts.requestId, row.id));
    }
    const response = await injectAs(
      ctx.app,
      { 'accept-language': 'en', ...ward.headers },
      'GET',
      '/api/job?pageSize=100',
    );
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<{ items: { _id: string }[] }>().items.map((item) => item._id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(ended.id);
  });
});
