import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import type { App } from '../app';

export const TEST_PASSWORD = 'Correct-Horse-42';
let cachedHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** A confirmed user with TEST_PASSWORD unless told otherwise. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; password?: string } = {},
) {
  const { password, ...values } = overrides;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await cachedHash;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      role: 'USER',
      emailConfirmedAt: new Date(),
      ...values,
      email: (values.email ?? uniqueEmail()).toLowerCase(),
      passwordHash,
    })
    .returning();
  return row!;
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

/** A signed-in user of a role, with the header to send. */
export async function actorOf(app: App, db: Db, role: Role) {
  const user = await createUser(db, { role });
  const token = await signIn(app, user.email);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The link in a mail body, by the path it contains. */
export function linkIn(text: string, contains: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`no link containing ${contains} in:\n${text}`);
  return link;
}
