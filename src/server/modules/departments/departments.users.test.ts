import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { departmentMembers, outbox, users } from '#server/db/schema/index';
import { createUser, linkIn, signIn, uniqueEmail } from '#server/test/factories';
import {
  call,
  createDepartment,
  createOrganisation,
  ctx,
  useDepartmentsAdminApp,
} from '#server/test/departments-fixtures';

useDepartmentsAdminApp();

describe('department users and customers', () => {
  it('invites a new department user (ORG_SUB) who accepts and joins', async () => {
    const organisation = await createOrganisation('Station Klinik');
    const department = await createDepartment(organisation.id, 'Station 3');
    const email = uniqueEmail('ward');
    const base = `/api/admin/organisations/${organisation.id}/departments/${department.id}`;
    const invite = await call('POST', `${base}/users/invite`, { email });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toEqual({ status: 'invited' });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.bodyText).toContain('Station 3 · Station Klinik');
    const token = new URL(linkIn(mail!.bodyText, '/auth/accept-invitation')).searchParams.get(
      'token',
    )!;
    const described = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(described.json()).toMatchObject({ role: 'ORG_SUB', membership: 'department_user' });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: {
        token,
        firstName: 'Stefan',
        lastName: 'Stationsleitung',
        password: 'Long-enough-9',
        acceptTC: true,
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call('GET', `${base}/users`)).json().items).toMatchObject([
      { email, role: 'ORG_SUB' },
    ]);
    expect((await call('GET', `${base}/customers`)).json().total).toBe(0);
  });

  it('adds existing accounts as customers (the pool), lists, shows and removes them', async () => {
    const organisation = await createOrganisation('Pool Klinik');
    const department = await createDepartment(organisation.id, 'Pool Station');
    const base = `/api/admin/organisations/${organisation.id}/departments/${department.id}`;
    const nurse = await createUser(ctx.db, { firstName: 'Nora', lastName: 'Aaberg' });
    const nurse2 = await createUser(ctx.db, { firstName: 'Nils', lastName: 'Zander' });
    for (const person of [nurse, nurse2]) {
      // Consent: an existing account is asked; it joins when it accepts.
      expect(
        (await call('POST', `${base}/customers/invite`, { email: person.email })).json(),
      ).toEqual({ status: 'pending' });
      const headers = { authorization: `Bearer ${await signIn(ctx.app, person.email)}` };
      const [invitation] = (await call('GET', '/api/me/invitations', undefined, headers)).json();
      expect(
        (await call('POST', `/api/me/invitations/${invitation.id}/accept`, undefined, headers))
          .statusCode,
      ).toBe(200);
    }
    const rows = await ctx.db
      .select()
      .from(departmentMembers)
      .where(
        and(
          eq(departmentMembers.departmentId, department.id),
          eq(departmentMembers.userId, nurse.id),
        ),
      );
    expect(rows.map((r) => r.kind)).toEqual(['customer']);
    // Customers stay plain users.
    const [account] = await ctx.db.select().from(users).where(eq(users.id, nurse.id));
    expect(account!.role).toBe('USER');

    const list = (await call('GET', `${base}/customers?sort=lastName&direction=desc`)).json();
    expect(list.items.map((m: { id: string }) => m.id)).toEqual([nurse2.id, nurse.id]);
    expect(
      (await call('GET', `${base}/customers?search=nora`))
        .json()
        .items.map((m: { id: string }) => m.id),
    ).toEqual([nurse.id]);

    const profile = await call('GET', `${base}/customers/${nurse.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: nurse.id, firstName: 'Nora' });
    // A customer is not a department user.
    expect((await call('GET', `${base}/users/${nurse.id}`)).statusCode).toBe(404);

    const removed = await call('DELETE', `${base}/customers`, { ids: [nurse.id] });
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect(
      (await call('GET', `${base}/customers`)).json().items.map((m: { id: string }) => m.id),
    ).toEqual([nurse2.id]);
    const history = (await call('GET', `/api/admin/audit/department/${department.id}`)).json();
    expect(history[0]).toMatchObject({
      action: 'member_removed:customer',
      changes: [{ field: 'member', old: nurse.id, new: null }],
    });
  });

  it('refuses a bad e-mail with the spec message', async () => {
    const organisation = await createOrganisation('Mail Klinik');
    const department = await createDepartment(organisation.id, 'Mail Station');
    const response = await call(
      'POST',
      `/api/admin/organisations/${organisation.id}/departments/${department.id}/customers/invite`,
      {
        email: 'nope@',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].message).toBe('Email is not valid');
  });
});
