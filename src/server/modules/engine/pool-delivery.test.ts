import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, OfferLinkInfo } from '#shared/contracts/engine';
import type { StaffRequest } from '#shared/contracts/requests';
import {
  applications,
  departmentMembers,
  notifications,
  outbox,
  poolFanouts,
  requestOffers,
  requests,
  scheduledTasks,
  shifts,
  users,
} from '#server/db/schema/index';
import { derivedUuid, hashLinkToken } from '#server/lib/tokens';
import { useTestContext } from '#server/test/app';
import { signedIn, type Actor } from '#server/test/agency-fixtures';
import { HOUR, utcDayAt, withFanoutCompletionRefused } from '#server/test/engine-fixtures';
import { injectAs } from '#server/test/factories';
import { staffBody } from '#server/test/requests-fixtures';
import { openSse, type SseClient } from '#server/test/sse';
import { organisationWith, type TestOrganisation } from '#server/test/tenants';

/**
 * A new request's pool end to end with the real notifier (issue #15, target 3, decision 049):
 * every member asked gets exactly one offer, one notification, one e-mail and one live message,
 * each with a one-tap token of their own that works; the working-time check, computed once for
 * everyone with nothing booked, still refuses whom a booked shift would take past 10 hours.
 */
const ctx = useTestContext();
let baseUrl: string;
let org: TestOrganisation;
let ward: Actor;

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  org = await organisationWith(ctx.db, 'Klinikum Pool', ['Kardiologie']);
  ward = await signedIn(ctx, 'ORG_SUB');
  await ctx.db.insert(departmentMembers).values({ departmentId: org.departments[0]!.id, userId: ward.user.id, kind: 'user' });
});

async function poolMember(firstName: string) {
  const member = await signedIn(ctx, 'USER');
  await ctx.db
    .update(users)
    .set({ qualificationLevel: 'Examine Pflegekraft', skills: ['EKG'], firstName, lastName: 'Mitglied' })
    .where(eq(users.id, member.user.id));
  await ctx.db.insert(departmentMembers).values({ departmentId: org.departments[0]!.id, userId: member.user.id, kind: 'customer' });
  return member;
}

/** A shift booked for the person at another request of the organisation, [startsAt, endsAt). */
async function bookedOn(userId: string, startsAt: number, endsAt: number) {
  const place = { organisationId: org.id, departmentId: org.departments[0]!.id };
  const [request] = await ctx.db
    .insert(requests)
    .values({ ...place, kind: 'staff', state: 'internal_fill', title: 'Gebucht', firstShiftStart: new Date(startsAt), lastShiftEnd: new Date(endsAt) })
    .returning();
  await ctx.db.insert(shifts).values({ requestId: request!.id, ...place, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
  await ctx.db.insert(applications).values({ requestId: request!.id, userId, state: 'selected' });
}

async function streamOf(member: Actor): Promise<SseClient> {
  const ticket = await ctx.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers: member.headers });
  const stream = await openSse(`${baseUrl}/api/notifications/stream?ticket=${ticket.json<{ ticket: string }>().ticket}`);
  await stream.waitFor((event) => event.event === 'unread');
  return stream;
}

/** The token of the accept link in a mail's text. */
const tokenIn = (text: string) => /\/offer\?token=([^&\s]+)&answer=accepted/.exec(text)?.[1];

describe('a new request asks its pool', () => {
  it('gives every member asked one offer, one notification, one e-mail and one live message with a working token', async () => {
    const free = await Promise.all(['Anna', 'Ben', 'Carla', 'Dora'].map(poolMember));
    // Booked 00:00–05:00 UTC of the request's day: 5 h + the request's 5 h = 10 h, still asked.
    const bookedButAllowed = await poolMember('Exakt');
    await bookedOn(bookedButAllowed.user.id, utcDayAt(20, 0), utcDayAt(20, 5));
    // A minute more that day: 10 h 1 min, not asked (the check per person with shifts).
    const refused = await poolMember('Zuviel');
    await bookedOn(refused.user.id, utcDayAt(20, 0) - 60_000, utcDayAt(20, 5));
    const asked = [...free, bookedButAllowed];
    const streams = await Promise.all([...asked, refused].map(streamOf));

    const response = await injectAs(ctx.app, { 'accept-language': 'en', ...ward.headers }, 'POST', '/api/job', staffBody(org, {
      title: 'Spätdienst Kardiologie',
      dates: [{ startDate: utcDayAt(20, 16), endDate: utcDayAt(20, 16) + 5 * HOUR, activity: 'times', type: 'Neue_Dienstanfrage' }],
      qualification: 'Examine Pflegekraft',
    }));
    expect(response.statusCode, response.body).toBe(201);
    const requestId = response.json<StaffRequest>()._id;

    const offers = await ctx.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId));
    expect(offers.map((offer) => offer.userId).sort()).toEqual(asked.map((member) => member.user.id).sort());
    const sent = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'offer')));
    expect(sent.map((row) => row.userId).sort()).toEqual(asked.map((member) => member.user.id).sort());

    const tokens = new Set<string>();
    for (const [index, member] of asked.entries()) {
      // One e-mail, whose one-tap link carries the token of this member's offer.
      const mails = await ctx.db.select().from(outbox).where(and(eq(outbox.recipient, member.user.email), eq(outbox.channel, 'email')));
      expect(mails).toHaveLength(1);
      const token = decodeURIComponent(tokenIn(mails[0]!.bodyText!)!);
      const offer = offers.find((row) => row.userId === member.user.id)!;
      expect(hashLinkToken(token)).toBe(offer.tokenHash);
      tokens.add(token);
      const info = await injectAs(ctx.app, {}, 'GET', `/api/offers/by-token?token=${encodeURIComponent(token)}`);
      expect(info.json<OfferLinkInfo>()).toMatchObject({ status: 'open', request: { title: 'Spätdienst Kardiologie' } });

      // One live message for this request, then the unread count after it, in that order.
      const stream = streams[index]!;
      await stream.waitFor((event) => event.event === 'unread' && (event.data as { unread: number }).unread === 1);
      const live = stream.events.filter((event) => event.event === 'notification');
      expect(live.map((event) => (event.data as AppNotification).requestId)).toEqual([requestId]);
      // Pushed from the fan-out before the rows existed (decision 054): the row's id and instant.
      const row = sent.find((notification) => notification.userId === member.user.id)!;
      expect(live[0]!.data).toMatchObject({ _id: row.id, createdAt: row.createdAt.toISOString(), payload: row.payload });
      const order = stream.events.map((event) => event.event);
      expect(order.lastIndexOf('unread')).toBeGreaterThan(order.indexOf('notification'));
    }
    expect(tokens.size).toBe(asked.length);

    // The member refused by the 10 hours heard nothing.
    expect(offers.some((offer) => offer.userId === refused.user.id)).toBe(false);
    expect(streams.at(-1)!.events.filter((event) => event.event === 'notification')).toHaveLength(0);

    // A token answers its own offer only: Anna accepts with hers.
    const annaToken = [...tokens][0]!;
    const answered = await injectAs(ctx.app, {}, 'POST', '/api/offers/answer-by-token', { token: annaToken, answer: 'accepted' });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = await ctx.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId));
    expect(after.filter((offer) => offer.answer === 'accepted').map((offer) => offer.userId)).toEqual([asked[0]!.user.id]);
    for (const stream of streams) stream.close();
    // Done: the fan-out's seed is gone, and so is its fallback task.
    const [fanout] = await ctx.db.select().from(poolFanouts).where(eq(poolFanouts.requestId, requestId));
    expect(fanout).toMatchObject({ doneAt: expect.any(Date), tokenSeed: null });
    expect(await ctx.db.select().from(scheduledTasks).where(eq(scheduledTasks.key, `fanout:${fanout!.id}`))).toEqual([]);
  });
});

/** What a request's pool has in the database: offers, offer notifications, e-mails to these members. */
async function stored(requestId: string, members: Actor[]) {
  const [offers, sent, mails] = await Promise.all([
    ctx.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId)),
    ctx.db.select().from(notifications).where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'offer'))),
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'email'), inArray(outbox.recipient, members.map((member) => member.user.email)))),
  ]);
  return { offers: offers.length, notifications: sent.length, mails: mails.length };
}

/**
 * The request's transaction commits its fan-out, and then the process dies before the second
 * transaction: here, that transaction fails (a trigger refuses the done mark), which the POST
 * logs and survives, as a crash would leave it. Nothing accepted is lost (decision 054).
 */
describe('a pool whose fan-out was not completed', () => {
  async function postWithFailingCompletion(title: string) {
    return withFanoutCompletionRefused(ctx.db, async () => {
      const response = await injectAs(ctx.app, { 'accept-language': 'de', ...ward.headers }, 'POST', '/api/job', staffBody(org, {
        title,
        dates: [{ startDate: utcDayAt(30, 8), endDate: utcDayAt(30, 12), activity: 'times', type: 'Neue_Dienstanfrage' }],
        qualification: 'Examine Pflegekraft',
      }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StaffRequest>()._id;
    });
  }

  it('is completed once by the task runner; its live events came on the first commit', async () => {
    const members = await Promise.all(['Greta', 'Hanna'].map(poolMember));
    const streams = await Promise.all(members.map(streamOf));
    const requestId = await postWithFailingCompletion('Frühdienst ohne zweite Transaktion');
    expect(await stored(requestId, members)).toEqual({ offers: 0, notifications: 0, mails: 0 });
    // Every member of the pool already had the live event (this test's two among them).
    for (const stream of streams) {
      await stream.waitFor((event) => event.event === 'notification' && (event.data as AppNotification).requestId === requestId);
    }

    // Not before the grace period; then once, whichever process's runner gets there.
    const [fanout] = await ctx.db.select().from(poolFanouts).where(eq(poolFanouts.requestId, requestId));
    const due = new Date(fanout!.askedAt.getTime() + 61_000);
    expect(await ctx.app.taskRunner.runDue(new Date(fanout!.askedAt.getTime() + 1000))).toBe(0);
    expect(await ctx.app.taskRunner.runDue(due)).toBe(1);
    const pool = (await ctx.db.select().from(departmentMembers).where(eq(departmentMembers.kind, 'customer'))).length;
    const after = await stored(requestId, members);
    expect(after).toEqual({ offers: pool, notifications: pool, mails: members.length });
    expect(await ctx.app.taskRunner.runDue(due)).toBe(0);

    // The ids the live events named are the rows'; the unread count follows the rows.
    for (const [index, member] of members.entries()) {
      const [row] = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.requestId, requestId), eq(notifications.userId, member.user.id)));
      const live = streams[index]!.events.find((event) => event.event === 'notification' && (event.data as AppNotification).requestId === requestId);
      expect((live!.data as AppNotification)._id).toBe(row!.id);
      const unread = (await ctx.db.select().from(notifications).where(and(eq(notifications.userId, member.user.id), isNull(notifications.readAt)))).length;
      await streams[index]!.waitFor((event) => event.event === 'unread' && (event.data as { unread: number }).unread === unread);
    }

    // Completed again (its seed put back, its mark undone): nothing new is written.
    await ctx.db.update(poolFanouts).set({ doneAt: null, tokenSeed: fanout!.tokenSeed }).where(eq(poolFanouts.id, fanout!.id));
    const outboxBefore = (await ctx.db.select().from(outbox)).length;
    // A member's own list completes it again: the rows are the same.
    await injectAs(ctx.app, members[0]!.headers, 'GET', '/api/me/shifts');
    expect(await stored(requestId, members)).toEqual(after);
    expect((await ctx.db.select().from(outbox)).length).toBe(outboxBefore);
    for (const stream of streams) stream.close();
  });

  it("is completed by a member's own list in the window, and the member's accept works", async () => {
    const [member] = await Promise.all(['Ida'].map(poolMember));
    const requestId = await postWithFailingCompletion('Frühdienst, Zusage im Fenster');
    expect(await stored(requestId, [member!])).toMatchObject({ offers: 0 });

    const shifts = await injectAs(ctx.app, member!.headers, 'GET', '/api/me/shifts');
    expect(shifts.statusCode, shifts.body).toBe(200);
    const offer = shifts.json<{ offers: { offerId: string; request: { _id: string } }[] }>().offers.find((entry) => entry.request._id === requestId);
    expect(offer).toBeDefined();
    const answered = await injectAs(ctx.app, member!.headers, 'POST', `/api/offers/${offer!.offerId}/answer`, { answer: 'accepted' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await stored(requestId, [member!])).mails).toBe(1);
    // Completed there, its fallback task went with it: nothing runs twice.
    const [fanout] = await ctx.db.select().from(poolFanouts).where(eq(poolFanouts.requestId, requestId));
    expect(fanout!.doneAt).not.toBeNull();
    expect(await ctx.app.taskRunner.runDue(new Date(fanout!.askedAt.getTime() + 61_000))).toBe(0);
    expect((await stored(requestId, [member!])).mails).toBe(1);
  });

  it('is completed by the bell in the window: the list shows the pushed item, and marking it read sticks', async () => {
    const [first, second] = await Promise.all(['Jana', 'Kai'].map(poolMember));
    const listed = await postWithFailingCompletion('Spätdienst, Glocke im Fenster');
    const bell = await injectAs(ctx.app, first!.headers, 'GET', '/api/notifications?limit=20');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json<{ items: AppNotification[] }>().items.some((item) => item.requestId === listed)).toBe(true);

    // The pushed item's id names a row not written yet; marking it read writes the row, read.
    const marked = await postWithFailingCompletion('Spätdienst, gelesen im Fenster');
    const [fanout] = await ctx.db.select().from(poolFanouts).where(eq(poolFanouts.requestId, marked));
    const liveId = derivedUuid(fanout!.id, second!.user.id);
    const read = await injectAs(ctx.app, second!.headers, 'POST', '/api/notifications/read', { ids: [liveId] });
    expect(read.statusCode, read.body).toBe(200);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, liveId));
    expect(row).toMatchObject({ userId: second!.user.id, requestId: marked });
    expect(row!.readAt).not.toBeNull();
  });
});
