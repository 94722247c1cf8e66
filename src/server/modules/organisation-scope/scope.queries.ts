import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { departmentMembers, departments, organisationMembers, organisations } from '#server/db/schema/index';
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
      /** Every organisation the actor can see at least one department of. */
      organisationIds: string[];
    };

export async function resolveScope(
  db: Db,
  actor: { userId: string; role: Role },
): Promise<OrganisationScope> {
  if (actor.role === 'ADMIN') return { all: true };
  const empty = { all: false as const, adminOrganisationIds: [], departmentIds: [], organisationIds: [] };
  if (actor.role !== 'ORG_ADMIN' && actor.role !== 'ORG_SUB') return empty;

  const adminOrganisationIds =
    actor.role === 'ORG_ADMIN'
      ? (
          await db
            .select({ id: organisationMembers.organisationId })
            .from(organisationMembers)
            .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
            .where(and(eq(organisationMembers.userId, actor.userId), isNull(organisations.archivedAt)))
        ).map((row) => row.id)
      : [];

  const ownDepartments = await db
    .select({ id: departments.id, organisationId: departments.organisationId })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(
      and(
        eq(departmentMembers.userId, actor.userId),
        eq(departmentMembers.kind, 'user'),
        isNull(departments.archivedAt),
      ),
    );
  const adminDepartments = adminOrganisationIds.length
    ? await db
        .select({ id: departments.id, organisationId: departments.organisationId })
        .from(departments)
        .where(and(inArray(departments.organisationId, adminOrganisationIds), isNull(departments.archivedAt)))
    : [];

  const all = [...adminDepartments, ...ownDepartments];
  return {
    all: false,
    adminOrganisationIds,
    departmentIds: [...new Set(all.map((row) => row.id))],
    organisationIds: [...new Set([...adminOrganisationIds, ...all.map((row) => row.organisationId)])],
  };
}

export function mayActOnDepartment(scope: OrganisationScope, departmentId: string): boolean {
  return scope.all || scope.departmentIds.includes(departmentId);
}

/** Whether the actor acts on the whole organisation (needed for requests without a station). */
export function mayAdministerOrganisation(scope: OrganisationScope, organisationId: string): boolean {
  return scope.all || scope.adminOrganisationIds.includes(organisationId);
}

export function maySeeOrganisation(scope: OrganisationScope, organisationId: string): boolean {
  return scope.all || scope.organisationIds.includes(organisationId);
}
