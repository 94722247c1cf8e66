import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyShifts } from '#shared/contracts/engine';
import type { Placement } from '#shared/contracts/job-board';
import type { StaffRequest } from '#shared/contracts/requests';
import { applications, departmentMembers, requests, shifts, users } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
  type Actor,
} from '#server/test/agency-fixtures';
import { DST_NIGHTS, HOUR, berlin, berlinDay, berlinTime } from '#server/test/clock-fixtures';
import { injectAs, type Method } from '#server/test/factories';

/**
 * The night of a clock change, end to end through the API: a 22:00–06:00 night shift
 * lasts 7 hours in spring and 9 in autumn. The offer and booking e-mails say 22:00 and 06:00 in
 * Berlin time, the deadline runs in real hours across the change and fires on the app's clock,
 * the placement counts 7 or 9 hours, and the private iCalendar feed has a 7- or 9-hour event.
 */
const clock = fixedClock(DST_NIGHTS[0].now);
const ctx = useTestContext({ clock });
let ward: Actor;
let organisationId: string;
let departmentId: string;

const call = (actor: Actor, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, { 'accept-language': 'de', ...actor.headers }, method, url, payload);

beforeAll(async () => {
  const staff = await organisationWithStaff(ctx, 'Klinikum Zeitumstellung');
  ward = staff.ward;
  organisationId = staff.organisation.id;
  departmentId = staff.department.id;
});

let memberNumber = 0;
async function poolMember(language: 'en' | 'de') {
  const member = await signedIn(ctx, 'USER', language);
  await ctx.db
    .update(users)
    .set({
      qualificationLevel: 'Examine Pflegekraft',
      skills: [],
      firstName: `Nacht${++memberNumber}`,
      lastName: 'Dienst',
    })
    .where(eq(users.id, member.user.id));
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId, userId: member.user.id, kind: 'customer' });
  return member;
}

async function post(start: Date, end: Date, timeLimit: string): Promise<StaffRequest> {
  const response = await call(ward, 'POST', '/api/job', {
    title: 'Nachtdienst',
    dates: [
      {
        startDate: start.getTime(),
        endDate: end.getTime(),
        activity: 'Nacht',
        type: 'Neue_Dienstanfrage',
      },
    ],
    skills: [],
    qualification: 'Examine Pflegekraft',
    orig_dept: departmentId,
    organisation: organisationId,
    applicants: [],
    timeLimit,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const requestRow = async (id: string) =>
  (await ctx.db.select().from(requests).where(eq(requests.id, id)))[0]!;
const mailTo = (email: string) => ctx.sent.filter((mail) => mail.to === email);
/** DD/MM/YYYY HH:mm, the e-mails' format, of a Berlin wall time. */
// German mails write DIN 5008 dates.
const mailDate = (at: Date) => `${berlinDay(at).split('-').reverse().join('.')} ${berlinTime(at)}`;

function icalTimes(feed: string) {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:(\\d{8}T\\d{6}Z)\\r$`, 'm').exec(feed);
    if (!match) throw new Error(`no ${name} in ${feed}`);
    const [, v] = match;
    return new Date(
      `${v!.slice(0, 4)}-${v!.slice(4, 6)}-${v!.slice(6, 8)}T${v!.slice(9, 11)}:${v!.slice(11, 13)}:${v!.slice(13, 15)}Z`,
    );
  };
  return { start: field('DTSTART'), end: field('DTEND') };
}

describe.each(DST_NIGHTS)('the $name clock-change night', (night) => {
  beforeEach(() => clock.set(night.now));

  it(`is ${night.hours} hours long from 22:00 to 06:00`, () => {
    expect(night.end.getTime() - night.start.getTime()).toBe(night.hours * HOUR);
    expect([berlinTime(night.start), berlinTime(night.end)]).toEqual(['22:00', '06:00']);
  });

  it('asks the pool with an e-mail that states the shift in Berlin time, books the pick and lists it', async () => {
    const member = await poolMember('de');
    const created = await post(night.start, night.end, '0');
    // The stage ends halfway to the shift (it starts in 90 minutes), on the app's clock.
    expect((await requestRow(created._id)).deadlineAt!.getTime()).toBe(
      night.now.getTime() + 45 * 60_000,
    );

    await ctx.deliverMail();
    const offerMail = mailTo(member.user.email).at(-1)!;
    expect(offerMail.text).toContain(`${mailDate(night.start)} – ${mailDate(night.end)}`);
    expect(offerMail.text).toMatch(/\d{2}\.\d{2}\.\d{4} 22:00 – \d{2}\.\d{2}\.\d{4} 06:00/);

    const shifts = await call(member, 'GET', '/api/me/shifts');
    const open = shifts.json<MyShifts>().offers.find((offer) => offer.request._id === created._id)!;
    expect(open.request.dates).toEqual([
      { startDate: night.start.getTime(), endDate: night.end.getTime() },
    ]);
    const accepted = await call(member, 'POST', `/api/offers/${open.offerId}/answer`, {
      answer: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const [application] = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.requestId, created._id), eq(applications.userId, member.user.id)));
    const picked = await call(
      ward,
      'POST',
      `/api/job/${created._id}/applicants/${application!.id}/select`,
      { overrideReason: 'Sunday cover agreed' },
    );
    expect(picked.statusCode, picked.body).toBe(200);
    // The placement counts the hours actually worked that night.
    expect(picked.json<{ placement: Placement }>().placement.hours).toBe(night.hours);

    await ctx.deliverMail();
    const bookingMail = mailTo(member.user.email).at(-1)!;
    expect(bookingMail.subject).not.toBe(offerMail.subject);
    expect(bookingMail.text).toContain(`${mailDate(night.start)} – ${mailDate(night.end)}`);

    // Booked: upcoming from today in Germany, also after midnight of the changing night.
    clock.set(berlin(`${berlinDay(night.end)}T01:30`));
    const upcoming = (await call(member, 'GET', '/api/me/shifts')).json<MyShifts>().upcoming;
    expect(upcoming.map((entry) => entry.request._id)).toContain(created._id);

    const feed = await call(member, 'POST', '/api/me/calendar-feed');
    expect(feed.statusCode, feed.body).toBe(200);
    const ics = await ctx.app.inject({
      method: 'GET',
      url: new URL(feed.json<{ url: string }>().url).pathname,
    });
    expect(ics.statusCode).toBe(200);
    const event = icalTimes(ics.body);
    expect(event.start.toISOString()).toBe(night.start.toISOString());
    expect(event.end.toISOString()).toBe(night.end.toISOString());
    expect(event.end.getTime() - event.start.getTime()).toBe(night.hours * HOUR);
  });

  it('values an agency’s placement by the hours of that night, to the cent', async () => {
    const { agency } = await agencyWithDispatcher(ctx, { permitValidUntil: '2030-12-31' });
    const person = await staffOf(ctx, agency.id);
    const request = await requestOf(
      ctx,
      { id: organisationId },
      {
        departmentId,
        state: 'external_adv',
        values: { firstShiftStart: night.start, lastShiftEnd: night.end },
      },
    );
    await ctx.db
      .update(shifts)
      .set({ startsAt: night.start, endsAt: night.end })
      .where(eq(shifts.requestId, request.id));
    const [application] = await ctx.db
      .insert(applications)
      .values({
        requestId: request.id,
        userId: person.id,
        agencyId: agency.id,
        hourlyRate: 45.55,
        state: 'applied',
      })
      .returning();
    const picked = await call(
      ward,
      'POST',
      `/api/job/${request.id}/applicants/${application!.id}/select`,
      { overrideReason: 'Sunday cover agreed' },
    );
    expect(picked.statusCode, picked.body).toBe(200);
    // 7 × 45.55 = 318.85 and 9 × 45.55 = 409.95, not 8 hours' 364.40.
    expect(picked.json<{ placement: Placement }>().placement).toMatchObject({
      hours: night.hours,
      orderValue: night.hours === 7 ? 318.85 : 409.95,
    });
  });

  it('runs a time limit in real hours across the change and fires it on the app’s clock', async () => {
    await poolMember('en');
    // A shift three days on; a 12-hour time limit from 20:30 ends 12 real hours later.
    const start = berlin(`${berlinDay(new Date(night.now.getTime() + 3 * 24 * HOUR))}T06:00`);
    const created = await post(start, new Date(start.getTime() + 8 * HOUR), '12');
    const deadline = (await requestRow(created._id)).deadlineAt!;
    expect(deadline.getTime()).toBe(night.now.getTime() + 12 * HOUR);
    // On the wall clock that is 09:30 after the spring night and 07:30 after the autumn one.
    expect(berlinTime(deadline)).toBe(night.name === 'spring' ? '09:30' : '07:30');

    clock.set(new Date(deadline.getTime() - 1000));
    await ctx.app.taskRunner.runDue();
    expect((await requestRow(created._id)).state).toBe('internal_adv');
    clock.set(deadline);
    expect(await ctx.app.taskRunner.runDue()).toBeGreaterThanOrEqual(1);
    expect((await requestRow(created._id)).state).toBe('hr_review');
  });
});
