import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { outbox, sessions } from '#server/db/schema/index';
import {
  actorOf,
  useAdminApp,
  bearer,
  createUser,
  linkIn,
  signIn,
  uniqueEmail,
} from '#server/test/factories';

const { ctx, admin, call } = useAdminApp();

describe('admin person users', () => {
  it('lists by role, paged and searched on e-mail, names and contact', async () => {
    const tag = `q${Date.now()}`;
    for (const name of ['Anna', 'Berta', 'Carla']) {
      await createUser(ctx.db, {
        role: 'ORG_SUB',
        firstName: name,
        lastName: `${tag}son`,
        contact: `+49 ${name}`,
      });
    }
    await createUser(ctx.db, { role: 'AGENCY', lastName: `${tag}son` });
    const page = (
      await call(
        'GET',
        `/api/admin/persons?role=ORG_SUB&search=${tag.toUpperCase()}&sort=firstName&direction=desc&pageSize=2`,
      )
    ).json();
    expect(page.total).toBe(3);
    expect(page.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Carla', 'Berta']);
    expect(
      (await call('GET', `/api/admin/persons?role=ORG_SUB&search=%2B49 berta`)).json().total,
    ).toBe(1);
    expect((await call('GET', '/api/admin/persons?role=KING')).statusCode).toBe(400);
  });

  it('shows every profile section and edits only the sent fields, lists as lists', async () => {
    const person = await createUser(ctx.db, {
      role: 'USER',
      firstName: 'Paula',
      lastName: 'Profil',
    });
    const detail = (await call('GET', `/api/admin/persons/${person.id}`)).json();
    expect(detail).toMatchObject({
      firstName: 'Paula',
      qualification: { level: { type: null }, additionalInfo: { type: null } },
      skills: [],
      preferences: { distance: null, minSalary: null, jobType: [] },
      agencies: [],
      education: [],
      jobs: [],
    });
    const changed = await call('PATCH', `/api/admin/persons/${person.id}`, {
      changes: [
        { field: 'skills', value: ['Intensivpflege', 'Beatmung'] },
        { field: 'preferences.minSalary', value: 38.5 },
        { field: 'qualification.level.type', value: 'Examinierte Pflegekraft' },
        { field: 'email', value: 'Paula.New@Example.com' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: 'paula.new@example.com',
      skills: ['Intensivpflege', 'Beatmung'],
      preferences: { minSalary: 38.5 },
      qualification: { level: { type: 'Examinierte Pflegekraft' } },
      lastName: 'Profil',
    });
    const history = (await call('GET', `/api/admin/audit/user/${person.id}`)).json();
    expect(history[0].changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'email',
      'preferenceMinSalary',
      'qualificationLevel',
      'skills',
    ]);
  });

  it('refuses an e-mail that belongs to someone else, a bad e-mail and unknown fields', async () => {
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    const taken = await call('PATCH', `/api/admin/persons/${a.id}`, {
      changes: [{ field: 'email', value: b.email }],
    });
    expect(taken.statusCode).toBe(409);
    const bad = await call('PATCH', `/api/admin/persons/${a.id}`, {
      changes: [{ field: 'email', value: 'nope' }],
    });
    expect(bad.json().error.details[0]).toMatchObject({
      field: 'email',
      message: 'Email is not valid',
    });
    const unknown = await call('PATCH', `/api/admin/persons/${a.id}`, {
      changes: [{ field: 'role', value: 'ADMIN' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].key).toBe('Unknown_field');
  });

  it('deactivates people: sessions end, sign-in fails, lists drop them; never oneself', async () => {
    const person = await createUser(ctx.db, { role: 'AGENCY' });
    const token = await signIn(ctx.app, person.email);
    const response = await call('DELETE', '/api/admin/persons', { ids: [person.id] });
    expect(response.json()).toEqual({ deleted: 0, archived: 1 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    await expect(signIn(ctx.app, person.email)).rejects.toThrow();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(
      0,
    );
    expect(
      (await call('GET', `/api/admin/persons?role=AGENCY&search=${person.email}`)).json().total,
    ).toBe(0);
    const self = await call('DELETE', '/api/admin/persons', { ids: [admin.user.id] });
    expect(self.statusCode).toBe(400);
  });

  it('invites a person of a role, who joins with that role', async () => {
    const email = uniqueEmail('hr');
    const invite = await call('POST', '/api/admin/persons/invite', { email, role: 'ORG_ADMIN' });
    expect(invite.json().status).toBe('invited');
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    const token = new URL(linkIn(mail!.bodyText, 'accept-invitation')).searchParams.get('token')!;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: {
        token,
        firstName: 'Hilde',
        lastName: 'Personal',
        password: 'Long-enough-9',
        acceptTC: true,
      },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(accepted.json().session.accessToken),
    });
    expect(me.json().role).toBe('ORG_ADMIN');
  });

  it('resends the confirmation link to an unconfirmed person, at once', async () => {
    const person = await createUser(ctx.db, { emailConfirmedAt: null });
    const first = await call('POST', `/api/admin/persons/${person.id}/resend-verification`);
    const second = await call('POST', `/api/admin/persons/${person.id}/resend-verification`);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.recipient, person.email));
    expect(mails.filter((m) => m.template === 'email_confirmation')).toHaveLength(2);
    const confirmed = await createUser(ctx.db);
    expect(
      (await call('POST', `/api/admin/persons/${confirmed.id}/resend-verification`)).statusCode,
    ).toBe(400);
  });

  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    'refuses %s on every person route',
    async (role) => {
      const actor = await actorOf(ctx.app, ctx.db, role);
      const id = actor.user.id;
      for (const [method, url] of [
        ['GET', '/api/admin/persons?role=USER'],
        ['DELETE', '/api/admin/persons'],
        ['POST', '/api/admin/persons/invite'],
        ['GET', `/api/admin/persons/${id}`],
        ['PATCH', `/api/admin/persons/${id}`],
        ['POST', `/api/admin/persons/${id}/resend-verification`],
      ] as const) {
        expect((await call(method, url, {}, actor.headers)).statusCode, `${method} ${url}`).toBe(
          403,
        );
        expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
      }
    },
  );
});
