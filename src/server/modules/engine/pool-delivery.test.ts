import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppNotification, OfferLinkInfo } from '#shared/contracts/engine';
import type { StaffRequest } from '#shared/contracts/requests';
import {
  applications,
  notifications,
  outbox,
  poolFanouts,
  requestOffers,
  requests,
  scheduledTasks,
  shifts,
} from '#server/db/schema/index';
import { hashLinkToken } from '#server/lib/tokens';
import { HOUR, utcDayAt } from '#server/test/engine-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ctx,
  org,
  poolMember,
  streamOf,
  usePoolDeliveryApp,
  ward,
} from '#server/test/pool-delivery-fixtures';
import { staffBody } from '#server/test/requests-fixtures';

/**
 * A new request's pool end to end with the real notifier:
 * every member asked gets exactly one offer, one notification, one e-mail and one live message,
 * each with a one-tap token of their own that works; the working-time check, computed once for
 * everyone with nothing booked, still refuses whom a booked shift would take past 10 hours. A
 * pool whose fan-out was not completed is in pool-delivery.recovery.test.ts.
 */
usePoolDeliveryApp();

/** A shift booked for the person at another request of the organisation, [startsAt, endsAt). */
async function bookedOn(userId: string, startsAt: number, endsAt: number) {
  const place = { organisationId: org.id, departmentId: org.departments[0]!.id };
  const [request] = await ctx.db
    .insert(requests)
    .values({
      ...place,
      kind: 'staff',
      state: 'internal_fill',
      title: 'Gebucht',
      firstShiftStart: new Date(startsAt),
      lastShiftEnd: new Date(endsAt),
    })
    .returning();
  await ctx.db.insert(shifts).values({
    requestId: request!.id,
    ...place,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  });
  await ctx.db.insert(applications).values({ requestId: request!.id, userId, state: 'selected' });
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

    const response = await injectAs(
      ctx.app,
      { 'accept-language': 'en', ...ward.headers },
      'POST',
      '/api/job',
      staffBody(org, {
        title: 'Spätdienst Kardiologie',
        dates: [
          {
            startDate: utcDayAt(20, 16),
            endDate: utcDayAt(20, 16) + 5 * HOUR,
            activity: 'times',
            type: 'Neue_Dienstanfrage',
          },
        ],
        qualification: 'Examine Pflegekraft',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const requestId = response.json<StaffRequest>()._id;

    const offers = await ctx.db
      .select()
      .from(requestOffers)
      .where(eq(requestOffers.requestId, requestId));
    expect(offers.map((offer) => offer.userId).sort()).toEqual(
      asked.map((member) => member.user.id).sort(),
    );
    const sent = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'offer')));
    expect(sent.map((row) => row.userId).sort()).toEqual(
      asked.map((member) => member.user.id).sort(),
    );

    const tokens = new Set<string>();
    for (const [index, member] of asked.entries()) {
      // One e-mail, whose one-tap link carries the token of this member's offer.
      const mails = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, member.user.email), eq(outbox.channel, 'email')));
      expect(mails).toHaveLength(1);
      const token = decodeURIComponent(tokenIn(mails[0]!.bodyText!)!);
      const offer = offers.find((row) => row.userId === member.user.id)!;
      expect(hashLinkToken(token)).toBe(offer.tokenHash);
      tokens.add(token);
      const info = await injectAs(
        ctx.app,
        {},
        'GET',
        `/api/offers/by-token?token=${encodeURIComponent(token)}`,
      );
      expect(info.json<OfferLinkInfo>()).toMatchObject({
        status: 'open',
        request: { title: 'Spätdienst Kardiologie' },
      });

      // One live message for this request, then the unread count after it, in that order.
      const stream = streams[index]!;
      await stream.waitFor(
        (event) => event.event === 'unread' && (event.data as { unread: number }).unread === 1,
      );
      const live = stream.events.filter((event) => event.event === 'notification');
      expect(live.map((event) => (event.data as AppNotification).requestId)).toEqual([requestId]);
      // Pushed from the fan-out before the rows existed: the row's id and instant.
      const row = sent.find((notification) => notification.userId === member.user.id)!;
      expect(live[0]!.data).toMatchObject({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        payload: row.payload,
      });
      const order = stream.events.map((event) => event.event);
      expect(order.lastIndexOf('unread')).toBeGreaterThan(order.indexOf('notification'));
    }
    expect(tokens.size).toBe(asked.length);

    // The member refused by the 10 hours heard nothing.
    expect(offers.some((offer) => offer.userId === refused.user.id)).toBe(false);
    expect(streams.at(-1)!.events.filter((event) => event.event === 'notification')).toHaveLength(
      0,
    );

    // A token answers its own offer only: Anna accepts with hers.
    const annaToken = [...tokens][0]!;
    const answered = await injectAs(ctx.app, {}, 'POST', '/api/offers/answer-by-token', {
      token: annaToken,
      answer: 'accepted',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = await ctx.db
      .select()
      .from(requestOffers)
      .where(eq(requestOffers.requestId, requestId));
    expect(
      after.filter((offer) => offer.answer === 'accepted').map((offer) => offer.userId),
    ).toEqual([asked[0]!.user.id]);
    for (const stream of streams) stream.close();
    // Done: the fan-out's seed is gone, and so is its fallback task.
    const [fanout] = await ctx.db
      .select()
      .from(poolFanouts)
      .where(eq(poolFanouts.requestId, requestId));
    expect(fanout).toMatchObject({ doneAt: expect.any(Date), tokenSeed: null });
    expect(
      await ctx.db
        .select()
        .from(scheduledTasks)
        .where(eq(scheduledTasks.key, `fanout:${fanout!.id}`)),
    ).toEqual([]);
  });
});
