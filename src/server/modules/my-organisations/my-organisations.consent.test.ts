import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { departmentMembers, outbox, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  signedIn,
  type Actor,
} from '#server/test/agency-fixtures';
import { injectAs, type Method } from '#server/test/factories';

const ctx = useTestContext();

const call = (actor: Actor | null, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, { ...(actor?.headers ?? {}), 'accept-language': 'en' }, method, url, payload);

const roleOf = async (userId: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.role;
const membersOf = (departmentId: string, userId: string) =>
  ctx.db
    .select()
    .from(departmentMembers)
    .where(
      and(eq(departmentMembers.departmentId, departmentId), eq(departmentMembers.userId, userId)),
    );

describe('issue 19, finding 2: a clinic cannot change another clinic’s people', () => {
  it('inviting a USER of another clinic as ward manager is pending: no role, no membership until they accept', async () => {
    const home = await organisationWithStaff(ctx, 'Heimklinik');
    const nurse = await signedIn(ctx, 'USER');
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: home.department.id, userId: nurse.user.id, kind: 'customer' });
    const inviting = await organisationWithStaff(ctx, 'Fremdklinik');
    const base = `/api/organisation/${inviting.organisation.id}/departments/${inviting.department.id}`;

    const response = await call(inviting.hr, 'POST', `${base}/users/invitations`, {
      email: nurse.user.email,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'pending' });
    expect(await roleOf(nurse.user.id)).toBe('USER');
    expect(await membersOf(inviting.department.id, nurse.user.id)).toEqual([]);
    expect((await call(inviting.hr, 'GET', `${base}/users`)).json().total).toBe(1);
    // The inviter sees what it typed (the address) and the state, nothing else.
    const sent = (await call(inviting.hr, 'GET', `${base}/users/invitations`)).json();
    expect(sent).toMatchObject([
      {
        email: nurse.user.email,
        firstName: null,
        lastName: null,
        kind: 'department_user',
        status: 'pending',
      },
    ]);
    // Another clinic may neither see nor withdraw it; the inviting HR withdraws it.
    expect((await call(home.hr, 'GET', `${base}/users/invitations`)).statusCode).toBe(404);
    expect(
      (await call(home.hr, 'DELETE', `${base}/users/invitations/${sent[0].id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(inviting.hr, 'DELETE', `${base}/users/invitations/${sent[0].id}`)).statusCode,
    ).toBe(204);
    expect((await call(nurse, 'GET', '/api/me/invitations')).json()).toEqual([]);
    expect(await roleOf(nurse.user.id)).toBe('USER');
  });

  it('an agency dispatcher invited into a pool stays out of it until they accept', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const inviting = await organisationWithStaff(ctx, 'Poolklinik');
    const base = `/api/organisation/${inviting.organisation.id}/departments/${inviting.department.id}`;
    expect(
      (
        await call(inviting.hr, 'POST', `${base}/customers/invitations`, {
          email: dispatcher.user.email,
        })
      ).json(),
    ).toEqual({ status: 'pending' });
    expect((await call(inviting.hr, 'GET', `${base}/customers`)).json().total).toBe(0);
    expect(
      await ctx.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, dispatcher.user.email),
            eq(outbox.template, 'membership_invitation'),
          ),
        ),
    ).toHaveLength(1);
    expect(await roleOf(dispatcher.user.id)).toBe('AGENCY');
  });

  it('refuses the invitation routes to roles outside the organisation area', async () => {
    const inviting = await organisationWithStaff(ctx, 'Rollenklinik');
    const base = `/api/organisation/${inviting.organisation.id}/departments/${inviting.department.id}`;
    const id = '00000000-0000-4000-8000-000000000000';
    // An ORG_SUB reads the organisation but manages no staff, like the invitation itself.
    for (const actor of [
      await signedIn(ctx, 'USER'),
      await signedIn(ctx, 'AGENCY'),
      inviting.ward,
    ]) {
      expect((await call(actor, 'GET', `${base}/users/invitations`)).statusCode).toBe(403);
      expect((await call(actor, 'DELETE', `${base}/customers/invitations/${id}`)).statusCode).toBe(
        403,
      );
    }
    expect((await call(null, 'GET', `${base}/users/invitations`)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `${base}/customers/invitations/${id}`)).statusCode).toBe(
      401,
    );
  });
});
