import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unavailability, userPreferences, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { signedIn } from '#server/test/tenants';

const ctx = useTestContext();

const day = 24 * 3600 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('GET/PUT /api/me/preferences', () => {
  it('starts with app and e-mail, and stores channels, days off and the phone number', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const initial = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/preferences',
      headers: actor.headers,
    });
    expect(initial.json()).toEqual({
      channels: ['app', 'email'],
      daysOff: [],
      skipDaysOff: false,
      phoneNumber: null,
    });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: actor.headers,
      payload: {
        channels: ['sms', 'email'],
        daysOff: [7, 6, 6],
        skipDaysOff: true,
        phoneNumber: '+49 170 123-4567',
      },
    });
    expect(saved.statusCode).toBe(200);
    // The app channel is always on; the number is kept in one form for the gateway.
    const expected = {
      channels: ['app', 'email', 'sms'],
      daysOff: [6, 7],
      skipDaysOff: true,
      phoneNumber: '+491701234567',
    };
    expect(saved.json()).toEqual(expected);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/me/preferences', headers: actor.headers })
      ).json(),
    ).toEqual(expected);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.user.id));
    expect(user!.phoneNumber).toBe('+491701234567');

    // A partial change keeps the rest.
    const partial = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: actor.headers,
      payload: { skipDaysOff: false },
    });
    expect(partial.json()).toEqual({ ...expected, skipDaysOff: false });
  });

  it('refuses SMS without a phone number, a bad number and bad values, storing nothing', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me/preferences',
        headers: { ...actor.headers, 'accept-language': 'de' },
        payload,
      });
    const noPhone = await put({ channels: ['app', 'sms'] });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          {
            field: 'phoneNumber',
            message: 'Bitte geben Sie eine Handynummer an, um SMS zu erhalten',
          },
        ],
      },
    });
    const badPhone = await put({ phoneNumber: 'call me maybe' });
    expect(badPhone.json()).toMatchObject({ error: { details: [{ field: 'phoneNumber' }] } });
    for (const bad of [
      { channels: ['fax'] },
      { daysOff: [0] },
      { daysOff: [8] },
      { skipDaysOff: 'yes' },
    ]) {
      expect((await put(bad)).statusCode).toBe(400);
    }
    expect(
      await ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, actor.user.id)),
    ).toEqual([]);

    // Removing the number while SMS is on is refused too.
    await put({ channels: ['sms'], phoneNumber: '0170 1234567' });
    expect((await put({ phoneNumber: '' })).statusCode).toBe(400);
    expect((await put({ phoneNumber: '', channels: ['email'] })).json()).toMatchObject({
      channels: ['app', 'email'],
      phoneNumber: null,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/preferences' })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/me/preferences', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/unavailability' })).statusCode,
    ).toBe(401);
  });
});

describe('/api/me/unavailability', () => {
  it('adds, lists (not ended, soonest first) and removes the caller’s own periods', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const stranger = await signedIn(ctx.app, ctx.db, 'USER');
    const add = (startsAt: string, endsAt: string, note = '') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/me/unavailability',
        headers: actor.headers,
        payload: { startsAt, endsAt, note },
      });
    const later = await add(iso(10 * day), iso(12 * day), 'Urlaub');
    expect(later.statusCode).toBe(201);
    const sooner = await add(iso(1 * day), iso(2 * day));
    await ctx.db.insert(unavailability).values({
      userId: actor.user.id,
      startsAt: new Date(Date.now() - 3 * day),
      endsAt: new Date(Date.now() - day),
    });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/unavailability',
      headers: actor.headers,
    });
    expect(
      list.json<{ items: { _id: string; note: string }[] }>().items.map((item) => item._id),
    ).toEqual([sooner.json<{ _id: string }>()._id, later.json<{ _id: string }>()._id]);

    const id = later.json<{ _id: string }>()._id;
    const strangerDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/unavailability/${id}`,
      headers: stranger.headers,
    });
    expect(strangerDelete.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/unavailability/${id}`,
      headers: actor.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/me/unavailability/${id}`,
          headers: actor.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/me/unavailability/nope',
          headers: actor.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an end before the start, a period already over and bad dates, storing nothing', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const add = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/me/unavailability',
        headers: actor.headers,
        payload,
      });
    expect((await add({ startsAt: iso(2 * day), endsAt: iso(day) })).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'endsAt' }] },
    });
    expect((await add({ startsAt: iso(-3 * day), endsAt: iso(-2 * day) })).statusCode).toBe(400);
    expect((await add({ startsAt: 'tomorrow', endsAt: iso(day) })).statusCode).toBe(400);
    expect(
      (await add({ startsAt: iso(day), endsAt: iso(2 * day), note: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect(
      await ctx.db.select().from(unavailability).where(eq(unavailability.userId, actor.user.id)),
    ).toEqual([]);
  });
});
