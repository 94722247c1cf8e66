import { and, eq, inArray, isNull, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified as q } from '#server/db/paging';
import { parsedJson, runShaped } from '#server/db/shapes';
import type { Db } from '#server/db/client';
import {
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
  users,
} from '#server/db/schema/index';
import type { Role } from '#shared/roles';

/**
 * What an actor may act on in the organisation area. Tenant ids always come from here, never
 * from a request body: ADMIN acts everywhere; an ORG_ADMIN on every department of their
 * organisations; an ORG_SUB only on the departments they are a department user of.
 */
export type OrganisationScope =
  | { all: true }
  | {
      all: false;
      /** Organisations whose every department the actor may act on (ORG_ADMIN membership). */
      adminOrganisationIds: string[];
      /** Departments the actor may act on, including every department of adminOrganisationIds. */
      departmentIds: string[];
      /** Every organisation the actor can see at least one department of (or administers). */
      organisationIds: string[];
      /** Departments the actor is a department user of outside adminOrganisationIds (the request queries' narrow scope). */
      departmentIdsOutsideAdminOrganisations: string[];
    };

/**
 * The actor's scope in one statement (every organisation-area call starts with it,
 * so it is one round trip, not three). Each row is an organisation the actor administers (no
 * department), a department of one, or a department the actor is a department user of.
 */
export async function resolveScope(
  db: Db,
  actor: { userId: string; role: Role; scope?: OrganisationScope },
): Promise<OrganisationScope> {
  // Read with the session already (an organisation-area read).
  if (actor.scope) return actor.scope;
  const withoutRows = scopeWithoutRows(actor.role);
  if (withoutRows) return withoutRows;

  // Named statements: the same two texts on every organisation-area call, so
  // PostgreSQL parses and plans each once per connection, not the union of joins every time.
  // Built once too: the user is their one placeholder.
  const values = { user: actor.userId };
  const rows: ScopeRow[] =
    actor.role === 'ORG_SUB'
      ? await runShaped(
          db,
          'scope_department_user',
          values,
          (bind) => ownDepartments(db, bind('user', actor.userId)),
          'scope_department_user',
        )
      : await runShaped(
          db,
          'scope_organisation_admin',
          values,
          (bind) =>
            ownDepartments(db, bind('user', actor.userId)).unionAll(
              administered(db, bind('user', actor.userId)),
            ),
          'scope_organisation_admin',
        );
  return scopeOf(rows);
}

/** Who: the user's id, its placeholder, or the `users` row's id column of an outer statement. */
type UserRef = string | Placeholder | AnyPgColumn;

/** The departments the actor is a department user of. */
function ownDepartments(db: Db, userId: UserRef) {
  return db
    .select({
      organisationId: departments.organisationId,
      departmentId: sql<string | null>`${departments.id}`,
      administered: sql<boolean>`false`,
    })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(
      and(
        eq(departmentMembers.userId, userId),
        eq(departmentMembers.kind, 'user'),
        isNull(departments.archivedAt),
      ),
    );
}

interface ScopeRow {
  organisationId: string;
  departmentId: string | null;
  administered: boolean;
}

const EMPTY_SCOPE = {
  all: false as const,
  adminOrganisationIds: [],
  departmentIds: [],
  organisationIds: [],
  departmentIdsOutsideAdminOrganisations: [],
};

/** A scope that needs no rows (ADMIN: everything; a role outside the organisation area: nothing), or undefined. */
function scopeWithoutRows(role: Role): OrganisationScope | undefined {
  if (role === 'ADMIN') return { all: true };
  if (role !== 'ORG_ADMIN' && role !== 'ORG_SUB') return { ...EMPTY_SCOPE };
  return undefined;
}

/** An ORG_ADMIN's organisations (rows without a department) and every department of them. */
function administered(db: Db, userId: UserRef) {
  const organisationIds = db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), isNull(organisations.archivedAt)));
  return db
    .select({
      organisationId: organisationMembers.organisationId,
      departmentId: sql<string | null>`null::uuid`,
      administered: sql<boolean>`true`,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), isNull(organisations.archivedAt)))
    .unionAll(
      db
        .select({
          organisationId: departments.organisationId,
          departmentId: sql<string | null>`${departments.id}`,
          administered: sql<boolean>`true`,
        })
        .from(departments)
        .where(
          and(inArray(departments.organisationId, organisationIds), isNull(departments.archivedAt)),
        ),
    );
}

function scopeOf(rows: ScopeRow[]): OrganisationScope {
  const adminOrganisationIds = rows.flatMap((row) =>
    row.administered && !row.departmentId ? [row.organisationId] : [],
  );
  const departmentIds = new Set(
    rows.flatMap((row) => (row.departmentId ? [row.departmentId] : [])),
  );
  const outside = rows.flatMap((row) =>
    !row.administered && row.departmentId && !adminOrganisationIds.includes(row.organisationId)
      ? [row.departmentId]
      : [],
  );
  return {
    all: false,
    adminOrganisationIds,
    departmentIds: [...departmentIds],
    organisationIds: [...new Set(rows.map((row) => row.organisationId))],
    departmentIdsOutsideAdminOrganisations: [...new Set(outside)],
  };
}

export function mayActOnDepartment(scope: OrganisationScope, departmentId: string): boolean {
  return scope.all || scope.departmentIds.includes(departmentId);
}

/** Whether the actor acts on the whole organisation (needed for requests without a station). */
export function mayAdministerOrganisation(
  scope: OrganisationScope,
  organisationId: string,
): boolean {
  return scope.all || scope.adminOrganisationIds.includes(organisationId);
}

export function maySeeOrganisation(scope: OrganisationScope, organisationId: string): boolean {
  return scope.all || scope.organisationIds.includes(organisationId);
}

type ScopeJson = [organisationId: string, departmentId: string | null, administered: boolean];

const rowsJson = (rows: SQLWrapper) =>
  sql`(select coalesce(json_agg(json_build_array(organisation_id, department_id, administered)), '[]'::json)
    from (${rows}) as scope_rows (organisation_id, department_id, administered))`;

/**
 * The rows of the two statements above for the user of an outer statement's `users` row, by
 * role (none for other roles), as a json column for scopeFromJson: the session look-up of an
 * organisation-area read carries its scope with it.
 */
export const scopeOfUserJson = (db: Db) => sql<ScopeJson[] | string | null>`case ${q(users.role)}
    when 'ORG_SUB' then ${rowsJson(ownDepartments(db, users.id))}
    when 'ORG_ADMIN' then ${rowsJson(ownDepartments(db, users.id).unionAll(administered(db, users.id)))}
  end`;

/** The scope of a role from scopeOfUserJson's column: what resolveScope would answer. */
export function scopeFromJson(role: Role, value: ScopeJson[] | string | null): OrganisationScope {
  return (
    scopeWithoutRows(role) ??
    scopeOf(
      parsedJson(value ?? []).map(([organisationId, departmentId, administered]) => ({
        organisationId,
        departmentId,
        administered,
      })),
    )
  );
}
