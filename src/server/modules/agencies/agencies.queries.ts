import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AGENCY_SORT_FIELDS } from '#shared/contracts/admin';
import type { Db } from '#server/db/client';
import { listPage, pageWithTotal } from '#server/db/paging';
import { containsPattern } from '#server/db/search';
import { agencies, agencyMembers, users } from '#server/db/schema/index';
import type { ListParams } from '#server/modules/members/members.service';

export type AgencyRow = typeof agencies.$inferSelect;
export type AgencySort = (typeof AGENCY_SORT_FIELDS)[number];

/** Same expression as the trigram index agencies_search_trgm_idx. */
const searchText = sql`lower(${agencies.name} || ' ' || ${agencies.address} || ' ' || ${agencies.postcode} || ' ' || ${agencies.country})`;

export async function pageAgencies(db: Db, params: ListParams<AgencySort>) {
  const conditions = [isNull(agencies.archivedAt)];
  if (params.search) conditions.push(sql`${searchText} like ${containsPattern(params.search)}`);
  const where = and(...conditions);
  const column = {
    name: sql`lower(${agencies.name})`,
    address: sql`lower(${agencies.address})`,
    postcode: agencies.postcode,
    country: agencies.country,
    createdAt: agencies.createdAt,
  }[params.sort];
  const page = listPage(
    { ...params, where, id: agencies.id, sort: column, idsFirst: true },
    (fields) => db.select(fields).from(agencies).$dynamic(),
  );
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    db
      .select()
      .from(agencies)
      .where(page.where)
      .orderBy(...page.order)
      .limit(params.pageSize)
      .offset(page.offset),
    db.select({ id: agencies.id }).from(agencies).where(where).$dynamic(),
    params,
  );
  return { items, ...counted };
}

export async function insertAgency(db: Db, values: typeof agencies.$inferInsert) {
  const [row] = await db.insert(agencies).values(values).returning();
  return row!;
}

export async function findAgency(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.id, id), isNull(agencies.archivedAt)));
  return row;
}

export async function updateAgency(
  db: Db,
  id: string,
  values: Partial<typeof agencies.$inferInsert>,
) {
  const [row] = await db
    .update(agencies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agencies.id, id))
    .returning();
  return row!;
}

export async function archiveAgencies(db: Db, ids: string[]) {
  return db
    .update(agencies)
    .set({ archivedAt: sql`now()` })
    .where(and(inArray(agencies.id, ids), isNull(agencies.archivedAt)))
    .returning({ id: agencies.id });
}

export async function countAgencies(db: Db) {
  const [row] = await db
    .select({ value: count() })
    .from(agencies)
    .where(isNull(agencies.archivedAt));
  return row?.value ?? 0;
}

/** The agency's dispatchers (agency users) who can still sign in: they hear about vetting. */
export async function agencyUserRecipients(db: Db, agencyId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(
      and(
        eq(agencyMembers.agencyId, agencyId),
        eq(agencyMembers.kind, 'user'),
        isNull(users.archivedAt),
      ),
    );
}
