import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { MyOrganisation } from '#shared/contracts/requests';
import { organisations } from '#server/db/schema/index';
import type { TestContext } from './app';
import {
  actorOf,
  useAdminApp,
  bearer,
  injectAs,
  linkIn,
  uniqueEmail,
  type Method,
} from './factories';
import { CLINIC_ADDRESS } from './tenants';

// What the self-service organisation suites share: one app per test file with its administrator,
// organisation admins who created their organisation through the API, and invitations accepted
// from the mail. The bindings are live: read them in tests.

export let ctx: TestContext;
export let admin: Awaited<ReturnType<typeof actorOf>>;

/** Registers the file's app; call once at the top of a test file. */
export function useMyOrganisationsApp() {
  ({ ctx, admin } = useAdminApp());
}

type Headers = Record<string, string>;
export const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, headers, method, url, payload);

export const validBody = (name: string, departmentNames = ['Kardiologie', 'Intensivstation']) => ({
  name,
  ...CLINIC_ADDRESS,
  departments: departmentNames.map((department) => ({ name: department })),
});

/** A new ORG_ADMIN who created their organisation through the API. */
export async function orgAdminWithOrganisation(name: string, departmentNames?: string[]) {
  const actor = await actorOf(ctx.app, ctx.db, 'ORG_ADMIN');
  const response = await call(
    actor.headers,
    'POST',
    '/api/organisation',
    validBody(name, departmentNames),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { ...actor, organisation: response.json<MyOrganisation>() };
}

export const departmentId = (organisation: MyOrganisation, name: string) =>
  organisation.departments.find((department) => department.name === name)!._id;

export const fieldsOf = (response: { json(): { error: { details: { field: string }[] } } }) =>
  response
    .json()
    .error.details.map((detail) => detail.field)
    .sort();

export async function organisationCount() {
  const [row] = await ctx.db.select({ value: count() }).from(organisations);
  return row!.value;
}

/** Invites an address, delivers the mail, accepts the invitation; answers the new account's headers. */
export async function inviteAndAccept(headers: Headers, base: string, kind: 'users' | 'customers') {
  const email = uniqueEmail(kind === 'users' ? 'ward' : 'pool');
  const invite = await call(headers, 'POST', `${base}/${kind}/invitations`, { email });
  expect(invite.statusCode, invite.body).toBe(201);
  expect(invite.json()).toEqual({ status: 'invited' });
  await ctx.deliverMail();
  const mail = ctx.sent.find((message) => message.to === email);
  expect(mail).toBeDefined();
  const token = new URL(linkIn(mail!.text, '/auth/accept-invitation')).searchParams.get('token')!;
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: {
      token,
      firstName: 'Wanda',
      lastName: 'Ward',
      password: 'Long-enough-9',
      acceptTC: true,
    },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { session } = accepted.json<{ session: { accessToken: string } }>();
  return { email, mail: mail!, headers: bearer(session.accessToken) };
}
