import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { findActiveSession } from '#server/modules/auth/auth.queries';

export interface RequestActor {
  userId: string;
  role: Role;
  sessionId: string;
}

interface TokenPayload {
  sub: string;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: RequestActor | null;
  }
  interface FastifyInstance {
    /** onRequest hook (runs before body validation): a valid, unrevoked session is required; sets request.actor. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: authenticated and one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const authPlugin = fp<{ db: Db; secret: string }>(async (app, { db, secret }) => {
  await app.register(fastifyJwt, { secret });
  app.decorateRequest('actor', null);

  async function authenticate(request: FastifyRequest) {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new AppError('UNAUTHENTICATED');
    }
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw new AppError('UNAUTHENTICATED');
    }
    // The session row is the source of truth: sign-out and password changes delete it.
    const session = await findActiveSession(db, payload.sid, payload.sub);
    if (!session) throw new AppError('UNAUTHENTICATED');
    request.actor = { userId: session.userId, role: session.role, sessionId: session.sessionId };
  }

  // Signed-in answers are personal: no browser or proxy cache keeps them (ASVS 8.2.1). Public
  // pages, reference data and static files keep their own caching.
  app.addHook('onSend', async (request, reply) => {
    if (request.actor || request.headers.authorization) reply.header('cache-control', 'no-store');
  });

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!request.actor || !roles.includes(request.actor.role)) throw new AppError('FORBIDDEN');
  });
});
