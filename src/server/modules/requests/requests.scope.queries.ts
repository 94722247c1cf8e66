import { inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Bind } from '#server/db/shapes';
import {
  departments,
  organisations,
  requests,
  shifts,
  type RequestRow,
} from '#server/db/schema/index';

// What every request statement shares: who may see which rows, and the row with its names.

/**
 * Which requests an actor sees and changes (see resolveScope): the requests of their
 * departments, and every request of the organisations they administer (also those without a
 * department, and those of archived departments). Visible and changeable are the same set.
 */
export type RequestScope =
  { all: true } | { all: false; adminOrganisationIds: string[]; departmentIds: string[] };

/** A scope whose ids may be placeholders (a statement built once per shape). */
export type BoundScope =
  | { all: true }
  | {
      all: false;
      adminOrganisationIds: readonly (string | Placeholder)[];
      departmentIds: readonly (string | Placeholder)[];
    };

/** The placeholder names of a scope's ids: bindScope and scopeValues agree on them. */
const organisationName = (index: number) => `so${index}`;
const departmentName = (index: number) => `sd${index}`;

/** The scope's ids as they enter a statement: `so0…` and `sd0…`, through `bind`. */
export function bindScope(scope: RequestScope, bind: Bind): BoundScope {
  if (scope.all) return scope;
  return {
    all: false,
    adminOrganisationIds: scope.adminOrganisationIds.map((id, i) => bind(organisationName(i), id)),
    departmentIds: scope.departmentIds.map((id, i) => bind(departmentName(i), id)),
  };
}

/** The values bindScope names; their names make the scope's part of a statement's shape. */
export function scopeValues(scope: RequestScope, values: Record<string, unknown>) {
  if (scope.all) return;
  scope.adminOrganisationIds.forEach((id, i) => (values[organisationName(i)] = id));
  scope.departmentIds.forEach((id, i) => (values[departmentName(i)] = id));
}

/** The scope on one table's organisation and department columns; both tables are indexed on them. */
export function scopeOn(
  scope: BoundScope,
  organisationColumn: typeof requests.organisationId | typeof shifts.organisationId,
  departmentColumn: typeof requests.departmentId | typeof shifts.departmentId,
): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.adminOrganisationIds.length)
    parts.push(inArray(organisationColumn, scope.adminOrganisationIds));
  if (scope.departmentIds.length) parts.push(inArray(departmentColumn, scope.departmentIds));
  return parts.length ? or(...parts) : sql`false`;
}

export const requestInScope = (scope: BoundScope) =>
  scopeOn(scope, requests.organisationId, requests.departmentId);

/** The request columns with the names of its organisation and department. */
export const requestWithNames = {
  request: requests,
  organisationName: organisations.name,
  organisationTimeZone: organisations.timeZone,
  departmentName: departments.name,
};
export type RequestWithNames = {
  request: RequestRow;
  organisationName: string;
  organisationTimeZone: string;
  departmentName: string | null;
};
