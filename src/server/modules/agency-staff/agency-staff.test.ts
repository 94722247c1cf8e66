import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { agencyMembers, auditLog, outbox, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { agencyWithDispatcher, signedIn, staffOf, type Actor } from '#server/test/agency-fixtures';
import { createUser, injectAs, uniqueEmail, type Method } from '#server/test/factories';

const ctx = useTestContext();

const call = (
  actor: Actor | null,
  method: Method,
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  injectAs(
    ctx.app,
    { ...(actor?.headers ?? {}), 'accept-language': language },
    method,
    url,
    payload,
  );

describe('GET/POST/DELETE /api/agency/staff', () => {
  it('lists the agency’s staff only, paged, searched and sorted by name', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    await staffOf(ctx, agency.id, { firstName: 'Clara', lastName: 'Zeller' });
    await staffOf(ctx, agency.id, { firstName: 'Ben', lastName: 'Adler' });
    await staffOf(ctx, agency.id, { firstName: 'Dora', lastName: 'Meier' });
    await staffOf(ctx, other.agency.id, { firstName: 'Fremd', lastName: 'Anders' });

    const page = await call(dispatcher, 'GET', '/api/agency/staff?pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().items.map((m: { lastName: string }) => m.lastName)).toEqual([
      'Adler',
      'Meier',
    ]);
    const desc = await call(dispatcher, 'GET', '/api/agency/staff?direction=desc&pageSize=1');
    expect(desc.json().items[0].lastName).toBe('Zeller');
    const searched = await call(dispatcher, 'GET', '/api/agency/staff?search=dora');
    expect(searched.json().items.map((m: { firstName: string }) => m.firstName)).toEqual(['Dora']);
    expect((await call(dispatcher, 'GET', '/api/agency/staff?search=fremd')).json().total).toBe(0);
    expect((await call(dispatcher, 'GET', '/api/agency/staff?sort=password')).statusCode).toBe(400);
    // A dispatcher before onboarding has no staff to manage.
    expect((await call(await signedIn(ctx, 'AGENCY'), 'GET', '/api/agency/staff')).statusCode).toBe(
      404,
    );
  });

  it('creates a profile at once: a USER without a usable password, unconfirmed, audited', async () => {
    // Pending agencies manage their staff before they are vetted.
    const { agency, dispatcher } = await agencyWithDispatcher(ctx, { vettingState: 'pending' });
    const email = uniqueEmail('Neu.Person');
    const response = await call(
      dispatcher,
      'POST',
      '/api/agency/staff',
      { email, firstName: 'Nora', lastName: 'Neu' },
      'de',
    );
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    // A profile the agency creates itself sends no mail: there is no account to tell about.
    expect(
      await ctx.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase())),
    ).toEqual([]);
    expect(profile).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Nora',
      lastName: 'Neu',
      role: 'USER',
      emailConfirmed: false,
      documents: [],
    });
    expect(profile.agencies.map((a: { id: string }) => a.id)).toEqual([agency.id]);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, profile.id));
    expect(user).toMatchObject({ language: 'de', emailConfirmedAt: null });
    const [membership] = await ctx.db
      .select()
      .from(agencyMembers)
      .where(eq(agencyMembers.userId, profile.id));
    expect(membership).toMatchObject({ agencyId: agency.id, kind: 'customer' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, profile.id), eq(auditLog.action, 'create')));
    expect(audit).toHaveLength(1);
    // No password works until the person sets one through "forgot password".
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: '!no-password' },
      remoteAddress: '10.9.9.9',
    });
    expect(login.statusCode).toBe(401);
  });

  it('asks an existing account to join instead of taking it over (issue 19, finding 1); refuses other roles and bad input', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const existing = await staffOf(
      ctx,
      other.agency.id,
      { firstName: 'Eva', lastName: 'Echt' },
      { claimed: true },
    );
    const added = await call(dispatcher, 'POST', '/api/agency/staff', {
      email: existing.email.toUpperCase(),
      firstName: 'X',
      lastName: 'Y',
    });
    expect(added.statusCode).toBe(201);
    // Only what the agency typed and a pending state: nothing of the account, not even its id.
    expect(added.json()).toMatchObject({
      pending: true,
      email: existing.email,
      firstName: 'X',
      lastName: 'Y',
      agencies: [],
      skills: [],
    });
    expect(added.json().id).not.toBe(existing.id);
    expect(
      await ctx.db
        .select()
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, agency.id), eq(agencyMembers.userId, existing.id))),
    ).toEqual([]);
    // Nothing to change: the account is not the agency's staff.
    const patched = await call(dispatcher, 'PATCH', `/api/agency/staff/${existing.id}`, {
      changes: [{ field: 'firstName', value: 'Hack' }],
    });
    expect(patched.statusCode).toBe(404);
    expect(
      (
        await call(dispatcher, 'PATCH', `/api/agency/staff/${added.json().id}`, {
          changes: [{ field: 'firstName', value: 'Hack' }],
        })
      ).statusCode,
    ).toBe(404);
    const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(unchanged).toMatchObject({ firstName: 'Eva', lastName: 'Echt' });
    // The person is asked, in their language, with accept and decline links.
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.recipient, existing.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'membership_invitation',
      subject: `${agency.name} asks you to join`,
    });
    expect(mails[0]!.bodyText).toContain('/en/membership-invitation?token=');
    expect(mails[0]!.bodyText).toContain('answer=decline');
    // The agency sees it pending, and asking again finds the same invitation.
    const again = await call(dispatcher, 'POST', '/api/agency/staff', {
      email: existing.email,
      firstName: 'X',
      lastName: 'Y',
    });
    expect(again.json().id).toBe(added.json().id);
    const pending = await call(dispatcher, 'GET', '/api/agency/staff/invitations');
    expect(pending.json()).toMatchObject([
      {
        id: added.json().id,
        email: existing.email,
        firstName: 'X',
        lastName: 'Y',
        status: 'pending',
      },
    ]);
    expect((await call(other.dispatcher, 'GET', '/api/agency/staff/invitations')).json()).toEqual(
      [],
    );

    const hr = await createUser(ctx.db, { role: 'ORG_ADMIN' });
    const taken = await call(dispatcher, 'POST', '/api/agency/staff', {
      email: hr.email,
      firstName: 'H',
      lastName: 'R',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');

    const bad = await call(dispatcher, 'POST', '/api/agency/staff', {
      email: 'kein-mail',
      firstName: '',
      lastName: 'Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'firstName']);
    const members = await ctx.db
      .select()
      .from(agencyMembers)
      .where(eq(agencyMembers.agencyId, agency.id));
    expect(members.filter((m) => m.kind === 'customer')).toEqual([]);
  });

  it('withdraws its own open invitation only; the person can no longer accept it', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const person = await signedIn(ctx, 'USER');
    const asked = (
      await call(dispatcher, 'POST', '/api/agency/staff', {
        email: person.user.email,
        firstName: 'P',
        lastName: 'Q',
      })
    ).json();
    expect(
      (await call(other.dispatcher, 'DELETE', `/api/agency/staff/invitations/${asked.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(dispatcher, 'DELETE', `/api/agency/staff/invitations/${asked.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await call(dispatcher, 'DELETE', `/api/agency/staff/invitations/${asked.id}`)).statusCode,
    ).toBe(404);
    expect((await call(dispatcher, 'GET', '/api/agency/staff/invitations')).json()).toEqual([]);
    expect((await call(person, 'POST', `/api/me/invitations/${asked.id}/accept`)).statusCode).toBe(
      404,
    );
    expect(
      await ctx.db.select().from(agencyMembers).where(eq(agencyMembers.userId, person.user.id)),
    ).toEqual([]);
  });

  it('removes memberships of its own staff only', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const mine = await staffOf(ctx, agency.id);
    const theirs = await staffOf(ctx, other.agency.id);
    const removed = await call(dispatcher, 'DELETE', '/api/agency/staff', {
      ids: [mine.id, theirs.id],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect(
      await ctx.db.select().from(agencyMembers).where(eq(agencyMembers.userId, theirs.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(agencyMembers).where(eq(agencyMembers.userId, mine.id)),
    ).toHaveLength(0);
    // The account stays.
    expect(await ctx.db.select().from(users).where(eq(users.id, mine.id))).toHaveLength(1);
  });
});

describe('the staff routes refuse every role but AGENCY', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[Method, string]> = [
    ['GET', '/api/agency/staff'],
    ['POST', '/api/agency/staff'],
    ['DELETE', '/api/agency/staff'],
    ['GET', `/api/agency/staff/${id}`],
    ['PATCH', `/api/agency/staff/${id}`],
    ['POST', `/api/agency/staff/${id}/documents`],
    ['DELETE', `/api/agency/staff/${id}/documents/${id}`],
    ['GET', '/api/agency/staff/invitations'],
    ['DELETE', `/api/agency/staff/invitations/${id}`],
  ];
  it.each(ROLES.filter((role) => role !== 'AGENCY'))('%s gets 403, anonymous 401', async (role) => {
    const actor = await signedIn(ctx, role);
    for (const [method, url] of routes) {
      expect((await call(actor, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
