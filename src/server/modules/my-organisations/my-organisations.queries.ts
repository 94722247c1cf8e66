import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { departments, organisations } from '#server/db/schema/index';

export type OrganisationCard = Pick<
  typeof organisations.$inferSelect,
  'id' | 'name' | 'address' | 'postcode' | 'city' | 'country' | 'url' | 'timeZone' | 'internalHourlyCostCents'
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
};

/**
 * Active organisations by name (organisations_name_idx): the given ones, or the first `limit`
 * of all of them when ids is 'all' (ADMIN).
 */
export async function listOrganisationCards(db: Db, ids: string[] | 'all', limit: number): Promise<OrganisationCard[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  return db
    .select(card)
    .from(organisations)
    .where(and(isNull(organisations.archivedAt), ids === 'all' ? undefined : inArray(organisations.id, ids)))
    .orderBy(sql`lower(${organisations.name})`, asc(organisations.id))
    .limit(limit);
}

/** Active departments of these organisations by name (departments_org_idx). */
export async function listActiveDepartments(db: Db, organisationIds: string[]): Promise<DepartmentRef[]> {
  if (organisationIds.length === 0) return [];
  return db
    .select({ id: departments.id, organisationId: departments.organisationId, name: departments.name })
    .from(departments)
    .where(and(inArray(departments.organisationId, organisationIds), isNull(departments.archivedAt)))
    .orderBy(sql`lower(${departments.name})`, asc(departments.id));
}

/** The organisation's internal hourly cost before and after the change; undefined when it is archived or unknown. */
export async function updateInternalCost(db: Db, id: string, cents: number | null) {
  const [before] = await db
    .select({ cents: organisations.internalHourlyCostCents })
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.archivedAt)))
    .for('update');
  if (!before) return undefined;
  await db
    .update(organisations)
    .set({ internalHourlyCostCents: cents, updatedAt: sql`now()` })
    .where(eq(organisations.id, id));
  return before.cents;
}
