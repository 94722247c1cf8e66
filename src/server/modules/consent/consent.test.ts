import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsentStatus } from '#shared/contracts/consent';
import type { LegalVersions } from '#shared/legal-versions';
import { consents, invitations, users } from '#server/db/schema/index';
import { newLinkToken } from '#server/lib/tokens';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import { berlin, DAY } from '#server/test/clock-fixtures';
import { bearer, createUser, injectAs, registrationBody, signIn } from '#server/test/factories';

// Consent records: sign-up stores the versions it accepted; a new version is
// announced 4 weeks ahead and asked for once in effect. Routes are not refused: the web gates.

const ANNOUNCED = '2026-12-01T09:00';
const EFFECTIVE = '2026-12-29T09:00';
const VERSIONS: LegalVersions = {
  terms: [
    {
      version: 't1',
      announcedAt: berlin('2026-01-01T00:00').toISOString(),
      effectiveAt: berlin('2026-01-01T00:00').toISOString(),
    },
    {
      version: 't2',
      announcedAt: berlin(ANNOUNCED).toISOString(),
      effectiveAt: berlin(EFFECTIVE).toISOString(),
    },
  ],
  privacy: [
    {
      version: 'p1',
      announcedAt: berlin('2026-01-01T00:00').toISOString(),
      effectiveAt: berlin('2026-01-01T00:00').toISOString(),
    },
  ],
};
const clock = fixedClock(berlin('2026-11-26T10:00'));
const ctx = useTestContext({ clock, legalVersions: VERSIONS });
const MINUTE = 60_000;

async function status(headers: Record<string, string>) {
  const response = await injectAs(ctx.app, headers, 'GET', '/api/user/consent');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsentStatus>();
}

async function signedInUser() {
  const user = await createUser(ctx.db);
  return { user, headers: bearer(await signIn(ctx.app, user.email)) };
}

describe('consent at sign-up', () => {
  it('stores the versions in effect with the time the form was sent', async () => {
    clock.set(berlin('2026-11-26T10:00'));
    const body = registrationBody();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.afterResponseSettled();
    const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email));
    const rows = await ctx.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(
      rows.map((row) => [row.document, row.version, row.acceptedAt.toISOString()]).sort(),
    ).toEqual([
      ['privacy', 'p1', berlin('2026-11-26T10:00').toISOString()],
      ['terms', 't1', berlin('2026-11-26T10:00').toISOString()],
    ]);
  });
});

describe('consent when an invitation makes the account', () => {
  it('refuses a new account without the terms, changing nothing, and records the versions with it', async () => {
    clock.set(berlin('2026-11-26T10:00'));
    const { token, hash } = newLinkToken();
    const email = 'invited.consent@example.com';
    // Open for a week from whichever is later, the test clock or the machine's: any day the test runs.
    const expiresAt = new Date(Math.max(Date.now(), clock.now().getTime()) + 7 * DAY);
    await ctx.db.insert(invitations).values({
      email,
      role: 'USER',
      membership: 'person',
      tokenHash: hash,
      language: 'de',
      expiresAt,
    });
    const body = { token, firstName: 'Ina', lastName: 'Eingeladen', password: 'Long-enough-9' };

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: body,
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toMatchObject([
      { field: 'acceptTC', key: 'AcceptTC_is_required' },
    ]);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { ...body, acceptTC: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const rows = await ctx.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(
      rows.map((row) => [row.document, row.version, row.acceptedAt.toISOString()]).sort(),
    ).toEqual([
      ['privacy', 'p1', berlin('2026-11-26T10:00').toISOString()],
      ['terms', 't1', berlin('2026-11-26T10:00').toISOString()],
    ]);
  });
});

describe('a changed version', () => {
  it('is announced from its announcement, asked for from its effective instant, and recorded once accepted', async () => {
    const { headers } = await signedInUser();
    clock.set(new Date(berlin(ANNOUNCED).getTime() - MINUTE));
    expect(await status(headers)).toMatchObject({ required: [], announced: [] });

    clock.set(berlin(ANNOUNCED));
    const notice = await status(headers);
    expect(notice.required).toEqual([]);
    expect(notice.announced).toEqual([
      { document: 'terms', version: 't2', effectiveAt: berlin(EFFECTIVE).toISOString() },
    ]);

    clock.set(new Date(berlin(EFFECTIVE).getTime() - MINUTE));
    expect((await status(headers)).required).toEqual([]);
    clock.set(berlin(EFFECTIVE));
    expect((await status(headers)).required).toEqual([
      { document: 'terms', version: 't2', effectiveAt: berlin(EFFECTIVE).toISOString() },
    ]);

    // The flag is the web's to respect: other routes still answer.
    expect((await injectAs(ctx.app, headers, 'GET', '/api/user/me')).statusCode).toBe(200);

    const accepted = await injectAs(ctx.app, headers, 'POST', '/api/user/consent', { terms: 't2' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = accepted.json<ConsentStatus>();
    expect(after.required).toEqual([]);
    expect(after.accepted).toEqual([
      { document: 'terms', version: 't2', acceptedAt: berlin(EFFECTIVE).toISOString() },
    ]);
    // Accepting again keeps the first time.
    clock.advance(DAY);
    await injectAs(ctx.app, headers, 'POST', '/api/user/consent', { terms: 't2' });
    expect((await status(headers)).accepted).toHaveLength(1);
  });

  it('can be accepted during the notice period; then it is not asked for again', async () => {
    const { headers } = await signedInUser();
    clock.set(berlin(ANNOUNCED));
    expect(
      (await injectAs(ctx.app, headers, 'POST', '/api/user/consent', { terms: 't2' })).statusCode,
    ).toBe(200);
    expect((await status(headers)).announced).toEqual([]);
    clock.set(berlin(EFFECTIVE));
    expect((await status(headers)).required).toEqual([]);
  });

  it('refuses a version neither in effect nor announced, and an empty body, storing nothing', async () => {
    const { user, headers } = await signedInUser();
    clock.set(new Date(berlin(ANNOUNCED).getTime() - MINUTE));
    const early = await injectAs(ctx.app, headers, 'POST', '/api/user/consent', {
      terms: 't2',
      privacy: 'p1',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'terms' }] },
    });
    expect(
      (await injectAs(ctx.app, headers, 'POST', '/api/user/consent', { terms: 'made-up' }))
        .statusCode,
    ).toBe(400);
    expect((await injectAs(ctx.app, headers, 'POST', '/api/user/consent', {})).statusCode).toBe(
      400,
    );
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, user.id))).toEqual([]);
  });

  it('is refused without a session', async () => {
    expect((await injectAs(ctx.app, {}, 'GET', '/api/user/consent')).statusCode).toBe(401);
    expect(
      (await injectAs(ctx.app, {}, 'POST', '/api/user/consent', { terms: 't1' })).statusCode,
    ).toBe(401);
  });
});
