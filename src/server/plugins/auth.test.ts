import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ROLES, type Role } from '#shared/roles';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';
import { createUser } from '#server/test/factories';
import { insertSession } from '#server/modules/auth/auth.queries';
import { authPlugin } from './auth';
import { errorHandlerPlugin } from './error-handler';
import { languagePlugin } from './language';

let database: Database;
let app: FastifyInstance;
const tokens = new Map<Role, string>();

/** The guard every later area uses: authenticated, then one of the allowed roles. */
beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, {
    db: database.db,
    secret: 'guard-test-secret-long-enough-for-hs256',
  });
  app.get('/admin-only', { onRequest: app.requireRole('ADMIN') }, async (request) => ({
    actor: request.actor,
  }));
  app.get(
    '/organisation',
    { onRequest: app.requireRole('ADMIN', 'ORG_ADMIN', 'ORG_SUB') },
    async () => ({ ok: true }),
  );
  await app.ready();
  for (const role of ROLES) {
    const user = await createUser(database.db, { role });
    const session = await insertSession(database.db, user.id, new Date(Date.now() + 3600_000));
    tokens.set(role, app.jwt.sign({ sub: user.id, sid: session.id }));
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('requireRole', () => {
  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    'refuses %s on an ADMIN route with 403',
    async (role) => {
      const response = await app.inject({
        method: 'GET',
        url: '/admin-only',
        headers: { authorization: `Bearer ${tokens.get(role)}`, 'accept-language': 'de' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Dazu sind Sie nicht berechtigt.' },
      });
    },
  );

  it('lets ADMIN through and sets the actor', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { authorization: `Bearer ${tokens.get('ADMIN')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().actor).toMatchObject({ role: 'ADMIN' });
  });

  it('refuses anonymous callers with 401 before looking at roles', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin-only' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('allows exactly the listed roles', async () => {
    const statuses = Object.fromEntries(
      await Promise.all(
        ROLES.map(async (role) => {
          const response = await app.inject({
            method: 'GET',
            url: '/organisation',
            headers: { authorization: `Bearer ${tokens.get(role)}` },
          });
          return [role, response.statusCode] as const;
        }),
      ),
    );
    expect(statuses).toEqual({ USER: 403, ADMIN: 200, ORG_ADMIN: 200, ORG_SUB: 200, AGENCY: 403 });
  });

  it('refuses a token whose session has expired', async () => {
    const user = await createUser(database.db, { role: 'ADMIN' });
    const session = await insertSession(database.db, user.id, new Date(Date.now() - 1000));
    const token = app.jwt.sign({ sub: user.id, sid: session.id });
    const response = await app.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
