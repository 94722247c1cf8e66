import { inArray, or, sql, type SQL } from 'drizzle-orm';
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

/** The scope on one table's organisation and department columns; both tables are indexed on them. */
export function scopeOn(
  scope: RequestScope,
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

export const requestInScope = (scope: RequestScope) =>
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
