import { and, asc, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { ORGANISATION_SORT_FIELDS } from '#shared/contracts/admin';
import type { Db } from '#server/db/client';
import { listPage, pageWithTotal, qualified } from '#server/db/paging';
import { containsPattern } from '#server/db/search';
import {
  departments,
  organisationMembers,
  organisationPictures,
  organisations,
  users,
} from '#server/db/schema/index';
import type { ListParams } from '#server/modules/members/members.service';

export type OrganisationSort = (typeof ORGANISATION_SORT_FIELDS)[number];

/** Same expression as the trigram index organisations_search_trgm_idx. */
const searchText = sql`lower(${organisations.name} || ' ' || ${organisations.address} || ' ' || ${organisations.postcode} || ' ' || ${organisations.country})`;

/** The record with its counts; both are index look-ups per row (departments_org_idx, the members' key). */
const columns = {
  ...getTableColumns(organisations),
  departmentCount:
    sql<number>`(select count(*) from ${departments} where ${qualified(departments.organisationId)} = ${qualified(organisations.id)} and ${qualified(departments.archivedAt)} is null)`.mapWith(
      Number,
    ),
  userCount:
    sql<number>`(select count(*) from ${organisationMembers} inner join ${users} on ${qualified(users.id)} = ${qualified(organisationMembers.userId)} where ${qualified(organisationMembers.organisationId)} = ${qualified(organisations.id)} and ${qualified(users.archivedAt)} is null)`.mapWith(
      Number,
    ),
};

export type OrganisationRow = typeof organisations.$inferSelect & {
  departmentCount: number;
  userCount: number;
};
export type PictureRow = typeof organisationPictures.$inferSelect;

export async function pageOrganisations(db: Db, params: ListParams<OrganisationSort>) {
  const conditions = [isNull(organisations.archivedAt)];
  if (params.search) conditions.push(sql`${searchText} like ${containsPattern(params.search)}`);
  const where = and(...conditions);
  const column = {
    name: sql`lower(${organisations.name})`,
    address: sql`lower(${organisations.address})`,
    postcode: organisations.postcode,
    country: organisations.country,
    createdAt: organisations.createdAt,
  }[params.sort];
  const page = listPage(
    { ...params, where, id: organisations.id, sort: column, idsFirst: true },
    (fields) => db.select(fields).from(organisations).$dynamic(),
  );
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    db
      .select(columns)
      .from(organisations)
      .where(page.where)
      .orderBy(...page.order)
      .limit(params.pageSize)
      .offset(page.offset),
    db.select({ id: organisations.id }).from(organisations).where(where).$dynamic(),
    params,
  );
  return { items: items as OrganisationRow[], ...counted };
}

export async function insertOrganisation(db: Db, values: typeof organisations.$inferInsert) {
  const [row] = await db.insert(organisations).values(values).returning({ id: organisations.id });
  return row!.id;
}

/** An active organisation with its counts. */
export async function findOrganisation(db: Db, id: string): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.archivedAt)));
  return row;
}

/**
 * Locks an active organisation's row for the rest of the transaction, so that two requests
 * adding pictures at once cannot both pass the limit. Returns whether it exists.
 */
export async function lockOrganisation(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.archivedAt)))
    .for('update');
  return rows.length === 1;
}

export async function updateOrganisation(
  db: Db,
  id: string,
  values: Partial<typeof organisations.$inferInsert>,
) {
  await db
    .update(organisations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisations.id, id));
}

export async function archiveOrganisations(db: Db, ids: string[]) {
  return db
    .update(organisations)
    .set({ archivedAt: sql`now()` })
    .where(and(inArray(organisations.id, ids), isNull(organisations.archivedAt)))
    .returning({ id: organisations.id });
}

export async function countOrganisations(db: Db) {
  const [row] = await db
    .select({ value: count() })
    .from(organisations)
    .where(isNull(organisations.archivedAt));
  return row?.value ?? 0;
}

// Pictures

export async function listPictures(db: Db, organisationId: string) {
  return db
    .select()
    .from(organisationPictures)
    .where(eq(organisationPictures.organisationId, organisationId))
    .orderBy(
      asc(organisationPictures.sortOrder),
      asc(organisationPictures.createdAt),
      asc(organisationPictures.id),
    );
}

export async function countPictures(db: Db, organisationId: string) {
  const [row] = await db
    .select({
      value: count(),
      last: sql<number>`coalesce(max(${organisationPictures.sortOrder}), -1)`.mapWith(Number),
    })
    .from(organisationPictures)
    .where(eq(organisationPictures.organisationId, organisationId));
  return { count: row?.value ?? 0, lastSortOrder: row?.last ?? -1 };
}

export async function insertPictures(db: Db, values: (typeof organisationPictures.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(organisationPictures).values(values).returning();
}

export async function findPicture(db: Db, organisationId: string, id: string) {
  const [row] = await db
    .select()
    .from(organisationPictures)
    .where(
      and(eq(organisationPictures.id, id), eq(organisationPictures.organisationId, organisationId)),
    );
  return row;
}

export async function updatePicture(
  db: Db,
  id: string,
  values: Partial<typeof organisationPictures.$inferInsert>,
) {
  const [row] = await db
    .update(organisationPictures)
    .set(values)
    .where(eq(organisationPictures.id, id))
    .returning();
  return row!;
}

/** Removes pictures of the organisation; returns the removed rows (the files stay, they may be shared). */
export async function deletePictures(db: Db, organisationId: string, ids: string[]) {
  return db
    .delete(organisationPictures)
    .where(
      and(
        eq(organisationPictures.organisationId, organisationId),
        inArray(organisationPictures.id, ids),
      ),
    )
    .returning();
}
