import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { auditLog, departmentMembers, notifications, outbox, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  signedIn,
  type Actor,
} from '#server/test/agency-fixtures';
import { injectAs, linkIn, type Method } from '#server/test/factories';

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

/** A ward manager of another clinic invited to manage this clinic's ward, and the e-mail link's token. */
async function invitedManager() {
  const home = await organisationWithStaff(ctx, 'Klinikum Heim');
  const inviting = await organisationWithStaff(ctx, 'Klinikum Fremd');
  const person = home.ward;
  const url = `/api/organisation/${inviting.organisation.id}/departments/${inviting.department.id}/users/invitations`;
  const response = await call(inviting.hr, 'POST', url, { email: person.user.email });
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.recipient, person.user.email), eq(outbox.template, 'membership_invitation')),
    );
  const token = new URL(linkIn(mail!.bodyText, 'membership-invitation')).searchParams.get('token')!;
  return { home, inviting, person, response, token };
}

const membershipsOf = (userId: string, departmentId: string) =>
  ctx.db
    .select()
    .from(departmentMembers)
    .where(
      and(eq(departmentMembers.userId, userId), eq(departmentMembers.departmentId, departmentId)),
    );

describe('invitations of an existing account, in the app', () => {
  it('lists the open invitation with the bell, accepts it in one step: membership, role, audit', async () => {
    const { dispatcher, agency } = await agencyWithDispatcher(ctx);
    const nurse = await signedIn(ctx, 'USER', 'de');
    await call(dispatcher, 'POST', '/api/agency/staff', {
      email: nurse.user.email,
      firstName: 'N',
      lastName: 'N',
    });
    const [bell] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, nurse.user.id));
    expect(bell).toMatchObject({
      kind: 'membership_invitation',
      payload: { title: agency.name, path: '/account/memberships' },
    });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, nurse.user.email));
    expect(mail!.subject).toBe(`${agency.name} lädt Sie ein`);

    const listed = await call(nurse, 'GET', '/api/me/invitations');
    expect(listed.json()).toMatchObject([
      { kind: 'agency_customer', target: agency.name, status: 'pending' },
    ]);
    const id = listed.json()[0].id;
    // Someone else cannot answer it.
    const other = await signedIn(ctx, 'USER');
    expect((await call(other, 'POST', `/api/me/invitations/${id}/accept`)).statusCode).toBe(404);

    expect((await call(nurse, 'POST', `/api/me/invitations/${id}/accept`)).json()).toEqual({
      status: 'accepted',
    });
    expect((await call(nurse, 'GET', '/api/me/invitations')).json()).toEqual([]);
    expect((await call(nurse, 'GET', '/api/me/memberships')).json()).toEqual([
      { kind: 'agency_customer', targetId: agency.id, target: agency.name },
    ]);
    expect(
      (await call(dispatcher, 'GET', '/api/agency/staff'))
        .json()
        .items.map((m: { id: string }) => m.id),
    ).toEqual([nurse.user.id]);
    // Answered once: a second answer changes nothing.
    expect((await call(nurse, 'POST', `/api/me/invitations/${id}/decline`)).statusCode).toBe(404);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'accepted')));
    expect(audit).toHaveLength(1);
  });

  it('declining changes nothing of the account', async () => {
    const { person, inviting, response } = await invitedManager();
    expect(response.json()).toEqual({ status: 'pending' });
    const [id] = (await call(person, 'GET', '/api/me/invitations'))
      .json()
      .map((i: { id: string }) => i.id);
    expect((await call(person, 'POST', `/api/me/invitations/${id}/decline`)).json()).toEqual({
      status: 'declined',
    });
    expect(await membershipsOf(person.user.id, inviting.department.id)).toEqual([]);
    expect(
      (
        await call(
          inviting.hr,
          'GET',
          `/api/organisation/${inviting.organisation.id}/departments/${inviting.department.id}/users/invitations`,
        )
      ).json(),
    ).toEqual([]);
  });
});

describe('the e-mail link', () => {
  it('shows the invitation without signing in, and declines without signing in', async () => {
    const { token, inviting, person } = await invitedManager();
    const viewed = await call(null, 'POST', '/api/membership-invitations/view', { token });
    expect(viewed.json()).toMatchObject({
      kind: 'department_user',
      target: 'Neurologie · Klinikum Fremd',
      status: 'pending',
    });
    expect(
      (await call(null, 'POST', '/api/membership-invitations/view', { token: 'nope' }, 'de')).json()
        .error.code,
    ).toBe('TOKEN_INVALID');
    expect(
      (await call(null, 'POST', '/api/membership-invitations/decline', { token })).json(),
    ).toEqual({ status: 'declined' });
    const again = await call(null, 'POST', '/api/membership-invitations/decline', { token }, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('bereits beantwortet');
    expect(await membershipsOf(person.user.id, inviting.department.id)).toEqual([]);
  });

  it('accepts only signed in as the invited person: anonymous 401, someone else 403', async () => {
    const { token, inviting, person } = await invitedManager();
    expect(
      (await call(null, 'POST', '/api/membership-invitations/accept', { token })).statusCode,
    ).toBe(401);
    const stranger = await signedIn(ctx, 'ORG_SUB');
    expect(
      (await call(stranger, 'POST', '/api/membership-invitations/accept', { token })).statusCode,
    ).toBe(403);
    expect(await membershipsOf(stranger.user.id, inviting.department.id)).toEqual([]);
    expect(
      (await call(person, 'POST', '/api/membership-invitations/accept', { token })).json(),
    ).toEqual({ status: 'accepted' });
    expect(await membershipsOf(person.user.id, inviting.department.id)).toHaveLength(1);
    expect(
      (await call(null, 'POST', '/api/membership-invitations/view', { token })).json().status,
    ).toBe('accepted');
  });
});

describe('DELETE /api/me/memberships/:kind/:targetId', () => {
  it('a pool member who accepted as ward manager leaves: ORG_SUB ends with the last department, audited', async () => {
    const { organisation, department, hr } = await organisationWithStaff(ctx, 'Klinikum Austritt');
    const nurse = await signedIn(ctx, 'USER');
    const url = `/api/organisation/${organisation.id}/departments/${department.id}/users/invitations`;
    expect((await call(hr, 'POST', url, { email: nurse.user.email })).json()).toEqual({
      status: 'pending',
    });
    // Consent first: nothing changes before the answer.
    expect((await ctx.db.select().from(users).where(eq(users.id, nurse.user.id)))[0]!.role).toBe(
      'USER',
    );
    const [invitation] = (await call(nurse, 'GET', '/api/me/invitations')).json();
    await call(nurse, 'POST', `/api/me/invitations/${invitation.id}/accept`);
    expect((await ctx.db.select().from(users).where(eq(users.id, nurse.user.id)))[0]!.role).toBe(
      'ORG_SUB',
    );

    expect(
      (await call(nurse, 'DELETE', `/api/me/memberships/department_customer/${department.id}`))
        .statusCode,
    ).toBe(404);
    const left = await call(
      nurse,
      'DELETE',
      `/api/me/memberships/department_user/${department.id}`,
    );
    expect(left.json()).toEqual({ role: 'USER' });
    expect(await membershipsOf(nurse.user.id, department.id)).toEqual([]);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, nurse.user.id),
          eq(auditLog.action, 'membership_left:department_user'),
        ),
      );
    expect(audit[0]!.changes).toEqual([
      { field: 'membership', old: `Neurologie · Klinikum Austritt`, new: null },
      { field: 'role', old: 'ORG_SUB', new: 'USER' },
    ]);
    expect(
      (await call(nurse, 'DELETE', `/api/me/memberships/nope/${department.id}`)).statusCode,
    ).toBe(400);
  });
});

describe('role refusals', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const signedInRoutes: Array<[Method, string]> = [
    ['GET', '/api/me/invitations'],
    ['POST', `/api/me/invitations/${id}/accept`],
    ['POST', `/api/me/invitations/${id}/decline`],
    ['GET', '/api/me/memberships'],
    ['DELETE', `/api/me/memberships/agency_customer/${id}`],
    ['POST', '/api/membership-invitations/accept'],
  ];
  it('anonymous gets 401 on every signed-in route', async () => {
    for (const [method, url] of signedInRoutes) {
      expect((await call(null, method, url, { token: 'x' })).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });
  it.each(ROLES)(
    '%s answers and leaves only their own: another person’s invitation is not found',
    async (role) => {
      const actor = await signedIn(ctx, role);
      const { dispatcher } = await agencyWithDispatcher(ctx);
      const nurse = await signedIn(ctx, 'USER');
      await call(dispatcher, 'POST', '/api/agency/staff', {
        email: nurse.user.email,
        firstName: 'N',
        lastName: 'N',
      });
      const [invitation] = (await call(nurse, 'GET', '/api/me/invitations')).json();
      expect((await call(actor, 'GET', '/api/me/invitations')).json()).toEqual([]);
      for (const answer of ['accept', 'decline']) {
        expect(
          (await call(actor, 'POST', `/api/me/invitations/${invitation.id}/${answer}`)).statusCode,
        ).toBe(404);
      }
      expect((await call(nurse, 'GET', '/api/me/invitations')).json()).toHaveLength(1);
    },
  );
});
