import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import {
  findActiveSession,
  findActiveSessionInScope,
  findActiveSessionOfAgency,
} from '#server/modules/auth/auth.service';
import type { AgencyStanding } from '#server/modules/agency-scope/agency-scope.service';
import type { OrganisationScope } from '#server/modules/organisation-scope/organisation-scope.service';

export interface RequestActor {
  userId: string;
  role: Role;
  sessionId: string;
  /** Read with the session on an organisation-area read (requireRole); resolveScope uses it. */
  scope?: OrganisationScope;
  /** Read with the session on an agency's read (requireRole with AGENCY): null without an agency. */
  agency?: AgencyStanding | null;
}

/** Roles whose calls work in an organisation scope (organisation-scope/scope.queries.ts). */
const SCOPED_ROLES: readonly Role[] = ['ORG_ADMIN', 'ORG_SUB'];
/** Reads change no membership, so a scope read with the session holds for the whole call. */
const READ_METHODS = new Set(['GET', 'HEAD']);

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
    requireRole: (
      ...roles: Role[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const authPlugin = fp<{ db: Db; secret: string }>(async (app, { db, secret }) => {
  await app.register(fastifyJwt, { secret });
  app.decorateRequest('actor', null);

  /**
   * `withLookUp`: an organisation-area read looks up the actor's scope in the
   * session's statement, an agency's read its agency: one round trip, not two.
   */
  async function authenticate(request: FastifyRequest, withLookUp?: 'scope' | 'agency') {
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
    const find =
      withLookUp === 'scope'
        ? findActiveSessionInScope
        : withLookUp === 'agency'
          ? findActiveSessionOfAgency
          : findActiveSession;
    const session: RequestActor | undefined = await find(db, payload.sid, payload.sub);
    if (!session) throw new AppError('UNAUTHENTICATED');
    request.actor = session;
  }

  // Signed-in answers are personal: no browser or proxy cache keeps them (ASVS 8.2.1). Public
  // pages, reference data and static files keep their own caching.
  app.addHook('onSend', async (request, reply) => {
    if (request.actor || request.headers.authorization) reply.header('cache-control', 'no-store');
  });

  app.decorate('authenticate', (request: FastifyRequest) => authenticate(request));
  app.decorate('requireRole', (...roles: Role[]) => {
    const lookUp = roles.some((role) => SCOPED_ROLES.includes(role))
      ? 'scope'
      : roles.includes('AGENCY')
        ? 'agency'
        : undefined;
    return async (request: FastifyRequest) => {
      await authenticate(request, READ_METHODS.has(request.method) ? lookUp : undefined);
      if (!request.actor || !roles.includes(request.actor.role)) throw new AppError('FORBIDDEN');
    };
  });
});
