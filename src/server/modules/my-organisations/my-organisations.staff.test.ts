import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, users } from '#server/db/schema/index';
import { actorOf, uniqueEmail } from '#server/test/factories';
import {
  admin,
  call,
  ctx,
  departmentId,
  fieldsOf,
  inviteAndAccept,
  orgAdminWithOrganisation,
  useMyOrganisationsApp,
} from '#server/test/my-organisations-fixtures';

useMyOrganisationsApp();

describe('Mein Personal: departments', () => {
  it('adds, renames and removes (archives) departments', async () => {
    const hr = await orgAdminWithOrganisation('Abteilungen Klinik', ['Kardiologie']);
    const orgUrl = `/api/organisation/${hr.organisation.id}`;

    const added = await call(hr.headers, 'POST', `${orgUrl}/departments`, { name: ' Neurologie ' });
    expect(added.statusCode, added.body).toBe(201);
    const neuro = added.json<{ _id: string; name: string }>();
    expect(neuro.name).toBe('Neurologie');

    const renamed = await call(hr.headers, 'PATCH', `${orgUrl}/departments/${neuro._id}`, {
      name: 'Neurochirurgie',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ _id: neuro._id, name: 'Neurochirurgie' });
    expect(
      (await call(hr.headers, 'GET', orgUrl))
        .json()
        .departments.map((d: { name: string }) => d.name),
    ).toEqual(['Kardiologie', 'Neurochirurgie']);

    const removed = await call(hr.headers, 'DELETE', `${orgUrl}/departments/${neuro._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ deleted: 0, archived: 1 });
    const [row] = await ctx.db.select().from(departments).where(eq(departments.id, neuro._id));
    expect(row!.archivedAt).not.toBeNull();
    expect(
      (await call(hr.headers, 'GET', orgUrl))
        .json()
        .departments.map((d: { name: string }) => d.name),
    ).toEqual(['Kardiologie']);
    // Gone from reach: a second delete, a rename or its lists are not found.
    expect(
      (await call(hr.headers, 'DELETE', `${orgUrl}/departments/${neuro._id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(hr.headers, 'PATCH', `${orgUrl}/departments/${neuro._id}`, { name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(hr.headers, 'GET', `${orgUrl}/departments/${neuro._id}/users`)).statusCode,
    ).toBe(404);

    const history = (
      await call(admin.headers, 'GET', `/api/admin/audit/department/${neuro._id}`)
    ).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'archive',
      'update',
      'create',
    ]);
  });

  it('refuses blank names by field and changes nothing', async () => {
    const hr = await orgAdminWithOrganisation('Namen Klinik', ['Kardiologie']);
    const orgUrl = `/api/organisation/${hr.organisation.id}`;
    const kardiologie = departmentId(hr.organisation, 'Kardiologie');
    for (const [method, url] of [
      ['POST', `${orgUrl}/departments`],
      ['PATCH', `${orgUrl}/departments/${kardiologie}`],
    ] as const) {
      for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(121) }]) {
        const response = await call(hr.headers, method, url, payload);
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(fieldsOf(response)).toEqual(['name']);
      }
    }
    expect((await call(hr.headers, 'GET', orgUrl)).json().departments).toEqual(
      hr.organisation.departments,
    );
  });

  it('answers 404 for a department of another organisation in the path', async () => {
    const hr = await orgAdminWithOrganisation('Pfad Klinik', ['Kardiologie']);
    const other = await orgAdminWithOrganisation('Pfad Andere', ['Radiologie']);
    const foreignDepartment = departmentId(other.organisation, 'Radiologie');
    const wrong = `/api/organisation/${hr.organisation.id}/departments/${foreignDepartment}`;
    expect((await call(hr.headers, 'PATCH', wrong, { name: 'Gekapert' })).statusCode).toBe(404);
    expect((await call(hr.headers, 'DELETE', wrong)).statusCode).toBe(404);
    expect((await call(hr.headers, 'GET', `${wrong}/users`)).statusCode).toBe(404);
    expect(
      (await call(hr.headers, 'POST', `${wrong}/customers/invitations`, { email: uniqueEmail() }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(hr.headers, 'DELETE', `${wrong}/users`, {
          ids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).statusCode,
    ).toBe(404);
    // ADMIN gets the same answer for a mismatched path.
    expect((await call(admin.headers, 'PATCH', wrong, { name: 'Gekapert' })).statusCode).toBe(404);
    expect(
      (await call(other.headers, 'GET', `/api/organisation/${other.organisation.id}`)).json()
        .departments,
    ).toEqual([{ _id: foreignDepartment, name: 'Radiologie' }]);
  });
});

describe('Mein Personal: department users and pool members', () => {
  it('invites a ward manager by e-mail, who accepts as ORG_SUB and appears in the list; removes them again', async () => {
    const hr = await orgAdminWithOrganisation('Personal Klinik', [
      'Kardiologie',
      'Intensivstation',
    ]);
    const kardiologie = departmentId(hr.organisation, 'Kardiologie');
    const base = `/api/organisation/${hr.organisation.id}/departments/${kardiologie}`;
    const ward = await inviteAndAccept(hr.headers, base, 'users');
    expect(ward.mail.text).toContain('Kardiologie · Personal Klinik');

    const [account] = await ctx.db.select().from(users).where(eq(users.email, ward.email));
    expect(account!.role).toBe('ORG_SUB');
    const list = (await call(hr.headers, 'GET', `${base}/users`)).json();
    expect(list).toMatchObject({
      total: 1,
      items: [{ id: account!.id, email: ward.email, role: 'ORG_SUB' }],
    });
    expect((await call(hr.headers, 'GET', `${base}/customers`)).json()).toEqual({
      items: [],
      total: 0,
    });

    const removed = await call(hr.headers, 'DELETE', `${base}/users`, { ids: [account!.id] });
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect((await call(hr.headers, 'GET', `${base}/users`)).json().total).toBe(0);
    // Without a department the ward manager sees no organisation any more; the account stays.
    expect((await call(ward.headers, 'GET', '/api/organisation')).json()).toEqual({ items: [] });
  });

  it('adds existing accounts to the pool once they accept (decision 016), pages, sorts and searches them', async () => {
    const hr = await orgAdminWithOrganisation('Pool Klinik', ['Kardiologie']);
    const base = `/api/organisation/${hr.organisation.id}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const [nora, nils] = [
      await actorOf(ctx.app, ctx.db, 'USER'),
      await actorOf(ctx.app, ctx.db, 'USER'),
    ];
    await ctx.db
      .update(users)
      .set({ firstName: 'Nora', lastName: 'Aaberg' })
      .where(eq(users.id, nora.user.id));
    await ctx.db
      .update(users)
      .set({ firstName: 'Nils', lastName: 'Zander' })
      .where(eq(users.id, nils.user.id));
    for (const person of [nora, nils]) {
      expect(
        (
          await call(hr.headers, 'POST', `${base}/customers/invitations`, {
            email: person.user.email,
          })
        ).json(),
      ).toEqual({ status: 'pending' });
      const [invitation] = (await call(person.headers, 'GET', '/api/me/invitations')).json();
      expect(
        (await call(person.headers, 'POST', `/api/me/invitations/${invitation.id}/accept`))
          .statusCode,
      ).toBe(200);
    }
    // Pool members stay plain users.
    expect((await ctx.db.select().from(users).where(eq(users.id, nora.user.id)))[0]!.role).toBe(
      'USER',
    );

    const desc = (
      await call(hr.headers, 'GET', `${base}/customers?sort=lastName&direction=desc`)
    ).json();
    expect(desc.items.map((member: { id: string }) => member.id)).toEqual([
      nils.user.id,
      nora.user.id,
    ]);
    const paged = (await call(hr.headers, 'GET', `${base}/customers?pageSize=1&page=1`)).json();
    expect(paged).toMatchObject({ total: 2, items: [{ id: nils.user.id }] });
    const found = (await call(hr.headers, 'GET', `${base}/customers?search=NORA`)).json();
    expect(found.items.map((member: { id: string }) => member.id)).toEqual([nora.user.id]);
    expect((await call(hr.headers, 'GET', `${base}/customers?sort=password`)).statusCode).toBe(400);
    expect((await call(hr.headers, 'GET', `${base}/users`)).json().total).toBe(0);

    expect(
      (
        await call(hr.headers, 'DELETE', `${base}/customers`, { ids: [nora.user.id, nils.user.id] })
      ).json(),
    ).toEqual({
      deleted: 2,
      archived: 0,
    });
  });

  it('refuses a bad e-mail and bad ids with field messages', async () => {
    const hr = await orgAdminWithOrganisation('Eingabe Klinik', ['Kardiologie']);
    const base = `/api/organisation/${hr.organisation.id}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const bad = await call(hr.headers, 'POST', `${base}/users/invitations`, { email: 'nope@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject([
      { field: 'email', message: 'Email is not valid' },
    ]);
    expect(fieldsOf(await call(hr.headers, 'DELETE', `${base}/users`, { ids: [] }))).toEqual([
      'ids',
    ]);
    expect(fieldsOf(await call(hr.headers, 'DELETE', `${base}/users`, { ids: ['x'] }))).toEqual([
      'ids.0',
    ]);
    expect((await call(hr.headers, 'GET', `${base}/staff`)).statusCode).toBe(400);
  });
});
