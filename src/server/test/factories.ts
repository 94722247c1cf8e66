import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { Role } from '#shared/roles';
import { normaliseEmail } from '#shared/email';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/index';
import type { App } from '#server/app';
import { madeBeforeAll, useTestContext } from './app';
import { multipartFile } from './multipart';

export const TEST_PASSWORD = 'Correct-Horse-42';
let cachedHash: Promise<string> | undefined;

/**
 * argon2id with the smallest cost, for test accounts only. Every sign-in verifies the hash, and at
 * the production cost (64 MiB, 3 passes, 4 lanes) one check took 4.8 s on a busy 2-core CI machine,
 * enough to time out a test that signs in a dozen people. The parameters live in the hash, so the
 * production check reads them and the code under test is the same.
 */
export function hashTestPassword(password: string): Promise<string> {
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** A confirmed user with TEST_PASSWORD unless told otherwise. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; password?: string } = {},
) {
  const { password, ...values } = overrides;
  cachedHash ??= hashTestPassword(TEST_PASSWORD);
  const passwordHash = password ? await hashTestPassword(password) : await cachedHash;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      role: 'USER',
      emailConfirmedAt: new Date(),
      ...values,
      email: normaliseEmail(values.email ?? uniqueEmail()),
      passwordHash,
    })
    .returning();
  return row!;
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

/** A complete sign-up form of a clinic's manager, with a fresh address; overrides change fields. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    firstName: 'Greta',
    lastName: 'Gruber',
    institution: 'Klinikum Süd',
    position: 'Pflegedienstleitung',
    phoneNumber: '+49 30 1234567',
    password: 'Sicheres-Passwort-1',
    acceptTC: true,
    role: 'organisation',
    ...overrides,
  };
}

/** A signed-in user of a role, with the header to send. */
export async function actorOf(app: App, db: Db, role: Role) {
  const user = await createUser(db, { role });
  const token = await signIn(app, user.email);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The file's test context with a back-office administrator signed in before the tests; `call`
 * sends as the administrator unless given other headers.
 */
export function useAdminApp() {
  const ctx = useTestContext();
  const admin = madeBeforeAll('administrator', () => actorOf(ctx.app, ctx.db, 'ADMIN'));
  const call = (
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = admin.headers,
  ) => injectAs(ctx.app, headers, method, url, payload);
  return { ctx, admin, call };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * The person accepts every invitation waiting for them (an existing account joins
 * a team only when it says yes), as they would on their memberships page.
 */
export async function acceptInvitations(app: App, email: string): Promise<number> {
  const headers = bearer(await signIn(app, email));
  const open = (await app.inject({ method: 'GET', url: '/api/me/invitations', headers })).json<
    { id: string }[]
  >();
  for (const invitation of open) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation.id}/accept`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`accepting failed: ${response.body}`);
  }
  return open.length;
}

/** The link in a mail body, by the path it contains. */
export function linkIn(text: string, contains: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`no link containing ${contains} in:\n${text}`);
  return link;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** app.inject() with a JSON payload and the given headers, in English unless they say otherwise. */
export function injectAs(
  app: App,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': 'en', ...headers },
  });
}

/** Uploads a file through POST /api/files and returns its id. */
export async function uploadFile(
  app: App,
  headers: Record<string, string>,
  name: string,
  bytes: Buffer,
  purpose: 'image' | 'document' = 'image',
): Promise<string> {
  const body = multipartFile(name, bytes);
  const response = await app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}
