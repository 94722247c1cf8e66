import type { Role } from '#shared/roles';
import type { StaffRequest } from '#shared/contracts/requests';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import type { RequestLifecycle } from './requests.ports';
import type { Mailer } from '#server/modules/mail/mail.service';
import {
  resolveScope,
  type OrganisationScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import { toRequest } from './requests.mapping';
import { findRequest, findRequestWhole } from './requests.queries';
import type { RequestScope } from './requests.scope.queries';

export { APPLICANTS_PER_ROW } from './requests.nested.queries';

// What the parts of the request service share: the actor's scope, loading a request and
// answering it whole. requests.service.ts composes the parts on one context.

export type Problem = { field: string; key: string };
export interface RequestActor {
  userId: string;
  role: Role;
}

/** Extra validation keys of this module (beside REQUEST_MESSAGE_KEYS); all are in the catalogues. */
export const REQUEST_CHECK_KEYS = {
  unknownOption: 'Unknown_option',
  organisationNotAllowed: 'Organisation_not_allowed',
  organisationCannotChange: 'Organisation_cannot_change',
  departmentNotInOrganisation: 'Department_not_in_organisation',
  departmentNotAllowed: 'Department_not_allowed',
  windowTooLong: 'Window_too_long',
  dateOrder: 'Date_order',
} as const;

/** Shifts may start this long before now: the client's clock may run a little behind. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** A 100-day window of a large organisation stays well below this; it bounds the answer. */
export const MAX_CALENDAR_SHIFTS = 5_000;

/** What app.ts builds the service from (see createRequestService). */
export interface RequestServiceDeps {
  db: Db;
  mailer: Mailer;
  lifecycle?: RequestLifecycle;
  clock?: Clock;
}

/**
 * The scope as the request queries filter on it. Departments of organisations the actor
 * administers are dropped: the organisation covers them, and a single `organisation_id IN`
 * (or `department_id IN`) lets the planner seek the (tenant, date) indexes instead of
 * skip-scanning them across every tenant for an OR. resolveScope already knows which those
 * are, so this costs no statement.
 */
export function narrowScope(scope: OrganisationScope): RequestScope {
  if (scope.all) return scope;
  return {
    all: false,
    adminOrganisationIds: scope.adminOrganisationIds,
    departmentIds: scope.departmentIdsOutsideAdminOrganisations,
  };
}

export function fail(problems: Problem[]) {
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
}

export function createRequestContext(deps: RequestServiceDeps) {
  const { db, mailer } = deps;
  const clock = deps.clock ?? systemClock;

  // An organisation user without departments gets an empty scope: empty lists, not an error.
  const scopeOf = (actor: RequestActor) => resolveScope(db, actor);

  const toScope = narrowScope;

  async function load(scope: RequestScope, id: string) {
    const row = await findRequest(db, scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The request with every shift and application, read in one statement. */
  async function detail(scope: RequestScope, id: string): Promise<StaffRequest> {
    const row = await findRequestWhole(db, scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toRequest(row);
  }

  return { deps, db, mailer, clock, scopeOf, toScope, load, detail };
}

export type RequestContext = ReturnType<typeof createRequestContext>;
