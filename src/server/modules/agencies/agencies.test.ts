import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { agencyMembers, outbox } from '#server/db/schema/index';
import { actorOf, bearer, createUser, linkIn, signIn, uniqueEmail } from '#server/test/factories';
import {
  admin,
  call,
  createAgency,
  ctx,
  logoId,
  useAgenciesAdminApp,
} from '#server/test/agencies-fixtures';

useAgenciesAdminApp();

describe('admin agencies', () => {
  it('creates an agency with a logo and answers it', async () => {
    const agency = await createAgency('Pflege Plus GmbH');
    expect(agency).toMatchObject({
      name: 'Pflege Plus GmbH',
      country: 'DE',
      logoUrl: `/api/files/${logoId}`,
    });
    expect((await call('GET', `/api/admin/agencies/${agency.id}`)).json().id).toBe(agency.id);
  });

  it('refuses a missing logo, a bad url and an unknown country code, naming the fields', async () => {
    const response = await call('POST', '/api/admin/agencies', {
      agencyName: '',
      address: 'x',
      postcode: '1',
      country: 'Germany',
      url: 'not a url',
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json().error.details as { field: string; message: string }[]).map((d) => [
        d.field,
        d.message,
      ]),
    );
    expect(fields.url).toBe('Incorrect url');
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['agencyName', 'country', 'logoFileId']),
    );
  });

  it('pages, sorts both ways and searches case-insensitively on the server', async () => {
    const tag = `Zeta${Date.now()}`;
    for (const suffix of ['A', 'B', 'C', 'D', 'E', 'F', 'G'])
      await createAgency(`${tag} ${suffix}`);
    const first = (
      await call(
        'GET',
        `/api/admin/agencies?search=${tag.toLowerCase()}&pageSize=5&sort=name&direction=asc`,
      )
    ).json();
    expect(first.total).toBe(7);
    expect(first.items.map((a: { name: string }) => a.name.slice(-1))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
    const second = (
      await call(
        'GET',
        `/api/admin/agencies?search=${tag}&pageSize=5&page=1&sort=name&direction=asc`,
      )
    ).json();
    expect(second.items.map((a: { name: string }) => a.name.slice(-1))).toEqual(['F', 'G']);
    const desc = (
      await call('GET', `/api/admin/agencies?search=${tag}&pageSize=5&sort=name&direction=desc`)
    ).json();
    expect(desc.items[0].name.slice(-1)).toBe('G');
    // Search text is literal: % does not match everything.
    expect((await call('GET', `/api/admin/agencies?search=%25`)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/agencies?pageSize=1000')).statusCode).toBe(400);
  });

  it('changes only the sent fields, in one transaction, and records the history', async () => {
    const agency = await createAgency('Medi Team');
    const changed = await call('PATCH', `/api/admin/agencies/${agency.id}`, {
      changes: [{ field: 'postcode', value: '20095' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      postcode: '20095',
      name: 'Medi Team',
      address: 'Hauptstraße 5',
    });

    // One bad field refuses the whole list.
    const mixed = await call('PATCH', `/api/admin/agencies/${agency.id}`, {
      changes: [
        { field: 'name', value: 'Renamed' },
        { field: 'url', value: 'no url' },
        { field: 'createdAt', value: '2020-01-01' },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(
      mixed
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['createdAt', 'url']);
    expect((await call('GET', `/api/admin/agencies/${agency.id}`)).json().name).toBe('Medi Team');

    // Changing the logo sends the logo, not the url (the old known defect).
    const logo = await call('PATCH', `/api/admin/agencies/${agency.id}`, {
      changes: [{ field: 'logoFileId', value: null }],
    });
    expect(logo.json()).toMatchObject({ logoFileId: null, url: 'https://example.com' });

    const history = (await call('GET', `/api/admin/audit/agency/${agency.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
    expect(history[1].changes).toEqual([{ field: 'postcode', old: '10115', new: '20095' }]);
    expect(history[0].actor.id).toBe(admin.user.id);
  });

  it('keeps the tax ids invoices print: a VAT ID normalised, a bad one refused with a clear message', async () => {
    const agency = await createAgency('Steuer Team');
    expect(agency).toMatchObject({ vatId: null, taxNumber: null });
    const changed = await call('PATCH', `/api/admin/agencies/${agency.id}`, {
      changes: [
        { field: 'vatId', value: 'de 123 456 789' },
        { field: 'taxNumber', value: '22/815/08150' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ vatId: 'DE123456789', taxNumber: '22/815/08150' });
    const bad = await call('PATCH', `/api/admin/agencies/${agency.id}`, {
      changes: [{ field: 'vatId', value: '123' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({
      field: 'vatId',
      message: 'Please enter a VAT ID such as DE123456789',
    });
    expect((await call('GET', `/api/admin/agencies/${agency.id}`)).json().vatId).toBe(
      'DE123456789',
    );
  });

  it('archives agencies through delete: they leave lists and cannot be opened', async () => {
    const a = await createAgency('Archiv Eins');
    const b = await createAgency('Archiv Zwei');
    const response = await call('DELETE', '/api/admin/agencies', { ids: [a.id, b.id] });
    expect(response.json()).toEqual({ deleted: 0, archived: 2 });
    expect((await call('GET', `/api/admin/agencies/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/agencies?search=Archiv')).json().total).toBe(0);
  });

  it('answers 400 for bad ids and 404 for unknown ones, never 500', async () => {
    expect((await call('GET', '/api/admin/agencies/123')).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/admin/agencies/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', '/api/admin/agencies/00000000-0000-4000-8000-000000000000', {
          changes: [{ field: 'name', value: 'x' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/agencies', { ids: ['nope'] })).statusCode).toBe(400);
  });
});

describe('agency users and customers', () => {
  it('invites a new person who receives the e-mail, sets a password and joins the agency', async () => {
    const agency = await createAgency('Invite GmbH');
    const email = uniqueEmail('dispatcher');
    const invite = await call('POST', `/api/admin/agencies/${agency.id}/users/invite`, { email });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().status).toBe('invited');
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.template).toBe('invitation');
    expect(mail!.bodyText).toContain('Invite GmbH');
    const token = new URL(linkIn(mail!.bodyText, '/auth/accept-invitation')).searchParams.get(
      'token',
    )!;

    const described = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(described.json()).toMatchObject({
      email,
      role: 'AGENCY',
      target: 'Invite GmbH',
      accountExists: false,
    });

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: {
        token,
        firstName: 'Dana',
        lastName: 'Disponent',
        password: 'Long-enough-9',
        acceptTC: true,
      },
    });
    expect(accepted.statusCode).toBe(200);
    const { session } = accepted.json();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(session.accessToken),
    });
    expect(me.json()).toMatchObject({ email, role: 'AGENCY', emailConfirmed: true });

    const list = (await call('GET', `/api/admin/agencies/${agency.id}/users`)).json();
    expect(list.items.map((m: { email: string }) => m.email)).toEqual([email]);
    // Single use.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, firstName: 'X', lastName: 'Y', password: 'Long-enough-9', acceptTC: true },
    });
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('asks an existing account (decision 016), adds it once it accepts, and tells it by e-mail', async () => {
    const agency = await createAgency('Existing Staff GmbH');
    const nurse = await createUser(ctx.db, { role: 'USER' });
    const invite = await call('POST', `/api/admin/agencies/${agency.id}/customers/invite`, {
      email: nurse.email.toUpperCase(),
    });
    expect(invite.json().status).toBe('pending');
    const members = () =>
      ctx.db
        .select()
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, agency.id), eq(agencyMembers.userId, nurse.id)));
    expect(await members()).toEqual([]);
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, nurse.email));
    expect(mail!.template).toBe('membership_invitation');
    const headers = { authorization: `Bearer ${await signIn(ctx.app, nurse.email)}` };
    const [invitation] = (
      await ctx.app.inject({ method: 'GET', url: '/api/me/invitations', headers })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation.id}/accept`,
      headers,
    });
    expect((await members()).map((r) => r.kind)).toEqual(['customer']);

    const profile = await call('GET', `/api/admin/agencies/${agency.id}/customers/${nurse.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: nurse.id,
      agencies: [{ name: 'Existing Staff GmbH' }],
    });
    // Not a user of the agency, so not found there.
    expect(
      (await call('GET', `/api/admin/agencies/${agency.id}/users/${nurse.id}`)).statusCode,
    ).toBe(404);

    const removed = await call('DELETE', `/api/admin/agencies/${agency.id}/customers`, {
      ids: [nurse.id],
    });
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect((await call('GET', `/api/admin/agencies/${agency.id}/customers`)).json().total).toBe(0);
  });

  it('refuses a bad e-mail with the spec message', async () => {
    const agency = await createAgency('Bad Mail GmbH');
    const response = await call('POST', `/api/admin/agencies/${agency.id}/users/invite`, {
      email: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].message).toBe('Email is not valid');
  });
});

describe('every admin agency route refuses every role but ADMIN', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
    ['GET', '/api/admin/agencies'],
    ['POST', '/api/admin/agencies'],
    ['DELETE', '/api/admin/agencies'],
    ['GET', `/api/admin/agencies/${id}`],
    ['PATCH', `/api/admin/agencies/${id}`],
    ['GET', `/api/admin/agencies/${id}/users`],
    ['DELETE', `/api/admin/agencies/${id}/customers`],
    ['POST', `/api/admin/agencies/${id}/users/invite`],
    ['GET', `/api/admin/agencies/${id}/customers/${id}`],
    ['GET', `/api/admin/audit/agency/${id}`],
    ['POST', `/api/admin/agencies/${id}/vetting`],
  ];
  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    '%s gets 403 everywhere, anonymous 401',
    async (role) => {
      const actor = await actorOf(ctx.app, ctx.db, role);
      for (const [method, url] of routes) {
        expect((await call(method, url, {}, actor.headers)).statusCode, `${method} ${url}`).toBe(
          403,
        );
        expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
      }
    },
  );
});
