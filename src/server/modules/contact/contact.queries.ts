import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { listPage, pageWithTotal } from '#server/db/paging';
import { containsPattern } from '#server/db/search';
import { contactRequests } from '#server/db/schema/index';

export async function insertContactRequest(db: Db, values: typeof contactRequests.$inferInsert) {
  const [row] = await db.insert(contactRequests).values(values).returning();
  return row!;
}

/** Same expression as the trigram index contact_requests_search_trgm_idx. */
const searchText = sql`lower(${contactRequests.name} || ' ' || ${contactRequests.email} || ' ' || coalesce(${contactRequests.hospitalName}, '') || ' ' || coalesce(${contactRequests.specialist}, ''))`;

export type ContactSortField = 'createdAt' | 'name' | 'hospitalName' | 'kind';

export async function pageContactRequests(
  db: Db,
  params: {
    page: number;
    pageSize: number;
    sort: ContactSortField;
    direction: 'asc' | 'desc';
    search?: string;
  },
) {
  const conditions: SQL[] = [];
  if (params.search) conditions.push(sql`${searchText} like ${containsPattern(params.search)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const column = contactRequests[params.sort];
  const page = listPage(
    { ...params, where, id: contactRequests.id, sort: column, idDirection: 'desc', idsFirst: true },
    (fields) => db.select(fields).from(contactRequests).$dynamic(),
  );
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    db
      .select()
      .from(contactRequests)
      .where(page.where)
      .orderBy(...page.order)
      .limit(params.pageSize)
      .offset(page.offset),
    db.select({ id: contactRequests.id }).from(contactRequests).where(where).$dynamic(),
    params,
  );
  return { items, ...counted };
}

export async function findContactRequest(db: Db, id: string) {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row;
}
