import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { organisationMembers, outbox, users } from '#server/db/schema/index';
import { createUser, signIn, uniqueEmail } from '#server/test/factories';
import {
  call,
  createOrganisation,
  ctx,
  detailsOf,
  useOrganisationsAdminApp,
} from '#server/test/organisations-fixtures';

useOrganisationsAdminApp();

describe('organisation users', () => {
  it('invites a new person as organisation user (ORG_ADMIN)', async () => {
    const organisation = await createOrganisation('Invite Klinik');
    const email = uniqueEmail('hr');
    const invite = await call('POST', `/api/admin/organisations/${organisation.id}/users/invite`, {
      email,
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toEqual({ status: 'invited' });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.template).toBe('invitation');
    expect(mail!.bodyText).toContain('Invite Klinik');
    const token = new URL(
      mail!.bodyText.match(/https?:\/\/\S+accept-invitation\S+/)![0],
    ).searchParams.get('token')!;
    const described = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(described.json()).toMatchObject({
      email,
      role: 'ORG_ADMIN',
      membership: 'organisation_user',
      target: 'Invite Klinik',
    });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: {
        token,
        firstName: 'Hanna',
        lastName: 'Personal',
        password: 'Long-enough-9',
        acceptTC: true,
      },
    });
    expect(accepted.statusCode).toBe(200);
    const list = (await call('GET', `/api/admin/organisations/${organisation.id}/users`)).json();
    expect(list.items).toMatchObject([{ email, firstName: 'Hanna', role: 'ORG_ADMIN' }]);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}`)).json().userCount,
    ).toBe(1);
  });

  it('adds an existing account once it accepts (decision 016), shows it, edits it through persons, and removes it', async () => {
    const organisation = await createOrganisation('Existing Klinik');
    const other = await createOrganisation('Other Klinik');
    const person = await createUser(ctx.db, { role: 'USER', firstName: 'Olga', lastName: 'Admin' });
    const bystander = await createUser(ctx.db, { role: 'USER' });
    const invite = await call('POST', `/api/admin/organisations/${organisation.id}/users/invite`, {
      email: person.email.toUpperCase(),
    });
    expect(invite.json()).toEqual({ status: 'pending' });
    expect((await ctx.db.select().from(users).where(eq(users.id, person.id)))[0]!.role).toBe(
      'USER',
    );
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, person.email));
    expect(mail!.template).toBe('membership_invitation');
    const headers = { authorization: `Bearer ${await signIn(ctx.app, person.email)}` };
    const [invitation] = (
      await ctx.app.inject({ method: 'GET', url: '/api/me/invitations', headers })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation.id}/accept`,
      headers,
    });
    const rows = await ctx.db
      .select()
      .from(organisationMembers)
      .where(
        and(
          eq(organisationMembers.organisationId, organisation.id),
          eq(organisationMembers.userId, person.id),
        ),
      );
    expect(rows).toHaveLength(1);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(account!.role).toBe('ORG_ADMIN');

    const detail = await call(
      'GET',
      `/api/admin/organisations/${organisation.id}/users/${person.id}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: person.id, firstName: 'Olga', role: 'ORG_ADMIN' });
    // Not a member elsewhere, and a non-member is not found here.
    expect(
      (await call('GET', `/api/admin/organisations/${other.id}/users/${person.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/users/${bystander.id}`))
        .statusCode,
    ).toBe(404);

    const edited = await call('PATCH', `/api/admin/persons/${person.id}`, {
      changes: [{ field: 'contact', value: '+49 40 1234' }],
    });
    expect(edited.statusCode).toBe(200);
    const searched = (
      await call('GET', `/api/admin/organisations/${organisation.id}/users?search=40%201234`)
    ).json();
    expect(searched.items.map((m: { id: string }) => m.id)).toEqual([person.id]);

    const removed = await call('DELETE', `/api/admin/organisations/${organisation.id}/users`, {
      ids: [person.id, bystander.id],
    });
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/users`)).json().total,
    ).toBe(0);
    // The account stays.
    expect((await call('GET', `/api/admin/persons/${person.id}`)).statusCode).toBe(200);
    const history = (await call('GET', `/api/admin/audit/organisation/${organisation.id}`)).json();
    expect(history[0]).toMatchObject({
      action: 'member_removed:user',
      changes: [{ field: 'member', old: person.id, new: null }],
    });
  });

  it('refuses a bad e-mail with the spec message', async () => {
    const organisation = await createOrganisation('Bad Mail Klinik');
    const response = await call(
      'POST',
      `/api/admin/organisations/${organisation.id}/users/invite`,
      { email: 'nope' },
    );
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]!.message).toBe('Email is not valid');
  });
});
