import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { qualified } from '#server/db/paging';
import { departments, organisations } from '#server/db/schema/index';

export type OrganisationCard = Pick<
  typeof organisations.$inferSelect,
  | 'id'
  | 'name'
  | 'address'
  | 'postcode'
  | 'city'
  | 'country'
  | 'url'
  | 'timeZone'
  | 'internalHourlyCostCents'
  | 'timesheetToleranceHours'
  | 'federalState'
  | 'surchargeRules'
>;
export interface DepartmentRef {
  id: string;
  organisationId: string;
  name: string;
}

const card = {
  id: organisations.id,
  name: organisations.name,
  address: organisations.address,
  postcode: organisations.postcode,
  city: organisations.city,
  country: organisations.country,
  url: organisations.url,
  timeZone: organisations.timeZone,
  internalHourlyCostCents: organisations.internalHourlyCostCents,
  timesheetToleranceHours: organisations.timesheetToleranceHours,
  federalState: organisations.federalState,
  surchargeRules: organisations.surchargeRules,
};

/**
 * The organisation's active departments by name (departments_org_idx), a json sub-select of the
 * card's statement (one statement, not one for the cards and one for their wards).
 * Spelled out with table names: Drizzle writes the outer column of a one-table query unqualified.
 */
const activeDepartments = sql<
  [id: string, name: string][]
>`coalesce((select json_agg(json_build_array(${qualified(departments.id)}, ${qualified(departments.name)}) order by lower(${qualified(departments.name)}), ${qualified(departments.id)}) from ${departments} where ${qualified(departments.organisationId)} = ${qualified(organisations.id)} and ${qualified(departments.archivedAt)} is null), '[]'::json)`;

/**
 * Active organisations by name (organisations_name_idx), each with its active departments by
 * name: the given ones, or the first `limit` of all of them when ids is 'all' (ADMIN).
 */
export async function listOrganisationCards(
  db: Db,
  ids: string[] | 'all',
  limit: number,
): Promise<(OrganisationCard & { departments: DepartmentRef[] })[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  const rows = await db
    .select({ ...card, departments: activeDepartments })
    .from(organisations)
    .where(
      and(
        isNull(organisations.archivedAt),
        ids === 'all' ? undefined : inArray(organisations.id, ids),
      ),
    )
    .orderBy(sql`lower(${organisations.name})`, asc(organisations.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    departments: row.departments.map(([id, name]) => ({ id, organisationId: row.id, name })),
  }));
}

export type OrganisationSettings = Pick<
  OrganisationCard,
  'internalHourlyCostCents' | 'timesheetToleranceHours' | 'federalState' | 'surchargeRules'
>;

/**
 * Changes the settings given and answers them as they were before; undefined when the
 * organisation is archived or unknown.
 */
export async function updateSettings(db: Db, id: string, changes: Partial<OrganisationSettings>) {
  const [before] = await db
    .select({
      internalHourlyCostCents: organisations.internalHourlyCostCents,
      timesheetToleranceHours: organisations.timesheetToleranceHours,
      federalState: organisations.federalState,
      surchargeRules: organisations.surchargeRules,
    })
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.archivedAt)))
    .for('update');
  if (!before) return undefined;
  await db
    .update(organisations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(organisations.id, id));
  return before;
}
