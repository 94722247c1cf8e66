import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MyShifts } from '#shared/contracts/engine';
import type {
  ApplicationState,
  OfferAnswer,
  OfferStage,
  RequestState,
} from '#shared/request-states';
import {
  applications,
  requestOffers,
  requests,
  shifts,
  userPreferences,
  users,
} from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext, TEST_PUBLIC_URL } from '#server/test/app';
import {
  organisationWith,
  signedIn,
  type TestActor,
  type TestOrganisation,
} from '#server/test/tenants';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The app's clock stands at 10:00 UTC of a fixed Wednesday (midday in Berlin), so "today" is
// one day in UTC and in Berlin alike and no result depends on the day or hour the test runs.
const TODAY = Date.UTC(2026, 10, 18);
const clock = fixedClock(new Date(TODAY + 10 * HOUR));
const ctx = useTestContext({ clock });
const today = () => TODAY;
/** `days` from today at `hour` UTC. */
const at = (days: number, hour: number) => new Date(today() + days * DAY + hour * HOUR);

let nord: TestOrganisation;
let sued: TestOrganisation;
let nurse: TestActor;
let colleague: TestActor;

const call = (actor: TestActor | null, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: { 'accept-language': 'en', ...(actor?.headers ?? {}) } });

let requestNumber = 0;
/** A request with one shift `day` days from today, 06:00–14:00 UTC. */
async function request(
  title: string,
  state: RequestState,
  options: {
    day?: number;
    deadlineInHours?: number | null;
    organisation?: TestOrganisation;
    cancelled?: boolean;
  } = {},
) {
  const organisation = options.organisation ?? nord;
  const departmentId = organisation.departments[0]!.id;
  const startsAt = at(options.day ?? 3, 6);
  const endsAt = at(options.day ?? 3, 14);
  const deadline = options.deadlineInHours === undefined ? 12 : options.deadlineInHours;
  const [row] = await ctx.db
    .insert(requests)
    .values({
      organisationId: organisation.id,
      departmentId,
      kind: 'staff',
      state,
      title: `${title} ${++requestNumber}`,
      firstShiftStart: startsAt,
      lastShiftEnd: endsAt,
      deadlineAt: deadline === null ? null : new Date(clock.now().getTime() + deadline * HOUR),
      cancelledAt: options.cancelled ? clock.now() : null,
    })
    .returning();
  await ctx.db.insert(shifts).values({
    requestId: row!.id,
    organisationId: organisation.id,
    departmentId,
    startsAt,
    endsAt,
  });
  return row!;
}

async function offer(
  requestId: string,
  userId: string,
  options: { stage?: OfferStage; answer?: OfferAnswer } = {},
) {
  const [row] = await ctx.db
    .insert(requestOffers)
    .values({
      requestId,
      userId,
      stage: options.stage ?? 'department_pool',
      channels: ['app'],
      // On the app's clock: the four-week figures compare it with clock.now(), not the database's.
      askedAt: clock.now(),
      answer: options.answer ?? null,
      answeredAt: options.answer ? clock.now() : null,
      answeredVia: options.answer ? 'app' : null,
    })
    .returning();
  return row!;
}

async function application(requestId: string, userId: string, state: ApplicationState) {
  await ctx.db
    .insert(applications)
    .values({ requestId, userId, state, decidedAt: state === 'applied' ? null : clock.now() });
}

const titles = (list: { request: { title: string } }[]) => list.map((entry) => entry.request.title);

// What the nurse is asked, accepted and booked for, beside a colleague's and an expired offer.
const seeded: Record<string, string> = {};

beforeAll(async () => {
  nord = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie']);
  sued = await organisationWith(ctx.db, 'Klinikum Süd', ['Chirurgie, 2. OG']);
  nurse = await signedIn(ctx.app, ctx.db, 'USER', 'en', 'Nina');
  colleague = await signedIn(ctx.app, ctx.db, 'USER', 'de', 'Carla');

  const open = await request('Open', 'internal_adv');
  await offer(open.id, nurse.user.id);
  await offer(open.id, colleague.user.id);
  seeded.open = open.title;

  // Asked in the other pools' stage, with no deadline set.
  const otherPools = await request('Other pools', 'pool_adv', {
    organisation: sued,
    deadlineInHours: null,
  });
  await offer(otherPools.id, nurse.user.id, { stage: 'other_pools' });
  seeded.otherPools = otherPools.title;

  // Not answerable any more: deadline passed, department stage over, cancelled, answered.
  const late = await request('Late', 'internal_adv', { deadlineInHours: -1 });
  await offer(late.id, nurse.user.id);
  const stageOver = await request('Stage over', 'pool_adv');
  await offer(stageOver.id, nurse.user.id, { stage: 'department_pool' });
  const cancelled = await request('Cancelled', 'cancelled', { cancelled: true });
  await offer(cancelled.id, nurse.user.id);
  const declined = await request('Declined', 'internal_adv');
  await offer(declined.id, nurse.user.id, { answer: 'declined' });

  // Accepted, waiting for the ward manager.
  const waiting = await request('Waiting', 'internal_adv');
  await offer(waiting.id, nurse.user.id, { answer: 'accepted' });
  await application(waiting.id, nurse.user.id, 'applied');
  seeded.waiting = waiting.title;

  // Booked: one tomorrow (picked from the pool), one today, one last week (history only).
  const booked = await request('Booked', 'internal_fill', { day: 1 });
  await offer(booked.id, nurse.user.id, { answer: 'accepted' });
  await application(booked.id, nurse.user.id, 'selected');
  seeded.booked = booked.title;
  const bookedToday = await request('Today; early, shift', 'external_fill', {
    day: 0,
    organisation: sued,
  });
  await application(bookedToday.id, nurse.user.id, 'selected');
  seeded.bookedToday = bookedToday.title;
  const past = await request('Past', 'internal_fill', { day: -7 });
  await offer(past.id, nurse.user.id, { answer: 'accepted' });
  await application(past.id, nurse.user.id, 'selected');
  seeded.past = past.title;

  // Accepted, but the manager picked the colleague.
  const lost = await request('Lost', 'internal_fill', { day: 2 });
  await offer(lost.id, nurse.user.id, { answer: 'accepted' });
  await application(lost.id, nurse.user.id, 'not_selected');
  await offer(lost.id, colleague.user.id, { answer: 'accepted' });
  await application(lost.id, colleague.user.id, 'selected');
  seeded.lost = lost.title;
});

describe('GET /api/me/shifts', () => {
  it('lists the open offers, the accepted ones waiting for the pick, upcoming bookings and the counts', async () => {
    const response = await call(nurse, 'GET', '/api/me/shifts');
    expect(response.statusCode).toBe(200);
    const body = response.json<MyShifts>();

    expect(titles(body.offers)).toEqual([seeded.open, seeded.otherPools]);
    const first = body.offers[0]!;
    expect(first.request).toMatchObject({
      organisationName: 'Klinikum Nord',
      // The clock the web shows its shifts on: the column's default.
      organisationTimeZone: 'Europe/Berlin',
      departmentName: 'Kardiologie',
      state: 'internal_adv',
    });
    expect(first.request.dates).toEqual([
      { startDate: at(3, 6).getTime(), endDate: at(3, 14).getTime() },
    ]);
    expect(Date.parse(first.deadlineAt!)).toBeGreaterThan(clock.now().getTime());
    expect(body.offers[1]!.deadlineAt).toBeNull();

    expect(titles(body.accepted)).toEqual([seeded.waiting]);
    // Today's shift counts as upcoming; last week's and the one given to the colleague do not.
    expect(titles(body.upcoming)).toEqual([seeded.bookedToday, seeded.booked]);
    // Asked 10 times (the booking through an agency was no offer), accepted 4, booked 3.
    // lastFourWeeks: shifts asked for, and booked shifts begun, in the 28 days before now.
    expect(body.stats).toEqual({
      asked: 10,
      accepted: 4,
      taken: 3,
      lastFourWeeks: { asked: 10, taken: 2 },
    });
  });

  it("never shows another person's offers or bookings", async () => {
    const body = (await call(colleague, 'GET', '/api/me/shifts')).json<MyShifts>();
    expect(titles(body.offers)).toEqual([seeded.open]);
    expect(body.accepted).toEqual([]);
    expect(titles(body.upcoming)).toEqual([seeded.lost]);
    expect(body.stats).toEqual({
      asked: 2,
      accepted: 1,
      taken: 1,
      lastFourWeeks: { asked: 2, taken: 0 },
    });
  });

  it('is empty, not refused, for a signed-in user who was never asked (e.g. a ward manager)', async () => {
    const ward = await signedIn(ctx.app, ctx.db, 'ORG_SUB');
    const response = await call(ward, 'GET', '/api/me/shifts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      offers: [],
      accepted: [],
      upcoming: [],
      stats: { asked: 0, accepted: 0, taken: 0, lastFourWeeks: { asked: 0, taken: 0 } },
    });
  });

  it('refuses without sign-in', async () => {
    const response = await call(null, 'GET', '/api/me/shifts');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('calendar feed', () => {
  const feedPath = (url: string) => {
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/calendar/`)).toBe(true);
    expect(url.endsWith('.ics')).toBe(true);
    return url.slice(TEST_PUBLIC_URL.length);
  };
  const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

  it('creates a private URL whose feed has the booked shifts, and nothing of other people', async () => {
    const created = await call(nurse, 'POST', '/api/me/calendar-feed');
    expect(created.statusCode).toBe(200);
    const path = feedPath(created.json<{ url: string }>().url);

    // Only the hash is stored.
    const [prefs] = await ctx.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, nurse.user.id));
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    expect(prefs!.calendarTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(prefs!.calendarTokenHash).not.toContain(token);

    const feed = await ctx.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const text = unfold(feed.body);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:My shifts\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain(`SUMMARY:${seeded.booked} – Klinikum Nord\r\n`);
    expect(text).toContain(
      `DTSTART:${at(1, 6)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, '')}\r\n`,
    );
    expect(text).toContain('LOCATION:Kardiologie\\, Klinikum Nord\r\n');
    // Title and department with commas and a semicolon come out escaped.
    expect(text).toContain(
      `SUMMARY:${seeded.bookedToday!.replace(/[;,]/g, (c) => `\\${c}`)} – Klinikum Süd\r\n`,
    );
    expect(text).toContain('LOCATION:Chirurgie\\, 2. OG\\, Klinikum Süd\r\n');
    expect(text).toContain(`SUMMARY:${seeded.past} – Klinikum Nord`);
    // Offers, accepted-but-waiting and the colleague's booking are no events.
    for (const title of [seeded.open, seeded.waiting, seeded.lost])
      expect(text).not.toContain(title!);
    for (const line of feed.body.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("writes each person's feed in their language with only their shifts", async () => {
    const path = feedPath(
      (await call(colleague, 'POST', '/api/me/calendar-feed')).json<{ url: string }>().url,
    );
    const text = unfold((await ctx.app.inject({ method: 'GET', url: path })).body);
    expect(text).toContain('X-WR-CALNAME:Meine Dienste\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(seeded.lost!);
    expect(text).not.toContain(seeded.booked!);
  });

  it('rotates: a new URL works and the old one is not found any more', async () => {
    const first = feedPath(
      (await call(nurse, 'POST', '/api/me/calendar-feed')).json<{ url: string }>().url,
    );
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const second = feedPath(
      (await call(nurse, 'POST', '/api/me/calendar-feed')).json<{ url: string }>().url,
    );
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: first });
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('NOT_FOUND');
    // Still one preferences row for the person.
    expect(
      await ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, nurse.user.id)),
    ).toHaveLength(1);
  });

  it('keeps the other preferences when the token is set on an existing row', async () => {
    const person = await signedIn(ctx.app, ctx.db, 'USER');
    await ctx.db
      .insert(userPreferences)
      .values({ userId: person.user.id, daysOff: [6, 7], skipDaysOff: true });
    expect((await call(person, 'POST', '/api/me/calendar-feed')).statusCode).toBe(200);
    const [prefs] = await ctx.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, person.user.id));
    expect(prefs).toMatchObject({ daysOff: [6, 7], skipDaysOff: true });
    expect(prefs!.calendarTokenHash).not.toBeNull();
  });

  it('answers 404 for unknown tokens and for the feed of an archived account', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/calendar/${'x'.repeat(43)}.ics` }))
        .statusCode,
    ).toBe(404);

    const person = await signedIn(ctx.app, ctx.db, 'USER');
    const path = feedPath(
      (await call(person, 'POST', '/api/me/calendar-feed')).json<{ url: string }>().url,
    );
    await ctx.db.update(users).set({ archivedAt: clock.now() }).where(eq(users.id, person.user.id));
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('refuses to create a feed without sign-in, storing nothing', async () => {
    const before = await ctx.db.select().from(userPreferences);
    const response = await call(null, 'POST', '/api/me/calendar-feed');
    expect(response.statusCode).toBe(401);
    expect(await ctx.db.select().from(userPreferences)).toEqual(before);
  });
});
