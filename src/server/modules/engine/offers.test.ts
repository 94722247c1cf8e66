import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, requestEvents } from '#server/db/schema/index';
import type { TestContext } from '#server/test/app';
import type { Actor } from '#server/test/agency-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';

/**
 * Answers to offers through the API: two answers to one offer at once (one wins), two accepting
 * pool members picked at once (one is booked), and the refusals of the answer routes.
 */
const {
  world,
  staffDate,
  call,
  poolMember,
  post,
  offerOf,
  toldAbout,
  tokenFrom,
  errorOf,
  snapshot,
} = ladderTestbed();
let ctx: TestContext;
let kardio: { id: string };
let hr: Actor;
let ward: Actor;
beforeAll(() => {
  ({ ctx, kardio, hr, ward } = world);
});

describe('races', () => {
  it('records one of two simultaneous answers to the same offer', async () => {
    const hal = await poolMember(kardio.id, { skills: ['Gipsen'] });
    const created = await post(ward, { skills: ['Gipsen'], dates: [staffDate(11)] });
    const offer = (await offerOf(created._id, hal.user.id))!;
    const [tokenInput] = toldAbout(created._id, 'offer');
    const responses = await Promise.all([
      call(hal, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }),
      call(null, 'POST', '/api/offers/answer-by-token', {
        token: tokenFrom(tokenInput!, hal.user.id),
        answer: 'declined',
        via: 'sms',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const events = await ctx.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'answered')));
    expect(events).toHaveLength(1);
    const stored = (await offerOf(created._id, hal.user.id))!;
    // Whichever won, its channel is the one recorded.
    expect(stored.answeredVia).toBe(stored.answer === 'accepted' ? 'app' : 'sms');
  });

  it('books one of two accepting pool members picked at the same moment', async () => {
    const ida = await poolMember(kardio.id, { skills: ['Nachtwache'] });
    const jan = await poolMember(kardio.id, { skills: ['Nachtwache'] });
    const created = await post(ward, { skills: ['Nachtwache'], dates: [staffDate(12)] });
    for (const member of [ida, jan]) {
      const offer = (await offerOf(created._id, member.user.id))!;
      expect(
        (await call(member, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }))
          .statusCode,
      ).toBe(200);
    }
    const both = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.requestId, created._id));
    const responses = await Promise.all(
      both.map((application, index) =>
        call(
          index === 0 ? ward : hr,
          'POST',
          `/api/job/${created._id}/applicants/${application.id}/select`,
          { overrideReason: 'Sunday cover agreed' },
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const states = (
      await ctx.db.select().from(applications).where(eq(applications.requestId, created._id))
    )
      .map((row) => row.state)
      .sort();
    expect(states).toEqual(['not_selected', 'selected']);
    const fills = await ctx.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'filled')));
    expect(fills).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('answers: 401 without sign-in, 404 for someone else’s offer, 400 for a bad answer or token', async () => {
    const kim = await poolMember(kardio.id, { skills: ['Refusal'] });
    const lea = await poolMember(kardio.id, { skills: ['Refusal'] });
    const created = await post(ward, { skills: ['Refusal'], dates: [staffDate(14)] });
    const offer = (await offerOf(created._id, kim.user.id))!;
    const frozen = await snapshot(created._id);
    expect(
      (await call(null, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(lea, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ward, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(kim, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'maybe' })).statusCode,
    ).toBe(400);
    expect(
      (await call(kim, 'POST', '/api/offers/not-a-uuid/answer', { answer: 'accepted' })).statusCode,
    ).toBe(400);
    const unknown = await call(null, 'POST', '/api/offers/answer-by-token', {
      token: 'x'.repeat(43),
      answer: 'accepted',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('TOKEN_INVALID');
    expect(
      (
        await call(null, 'POST', '/api/offers/answer-by-token', {
          token: 'short',
          answer: 'accepted',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(null, 'GET', `/api/offers/by-token?token=${'y'.repeat(43)}`)).statusCode,
    ).toBe(400);
    expect(await snapshot(created._id)).toEqual(frozen);
  });
});
