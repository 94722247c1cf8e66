import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import { DEPARTMENT_SORT_FIELDS } from '#shared/contracts/admin';
import type { Db } from '#server/db/client';
import { runShaped } from '#server/db/shapes';
import { pageWithTotal } from '#server/db/paging';
import { containsPattern } from '#server/db/search';
import { departments, organisations } from '#server/db/schema/index';
import type { ListParams } from '#server/modules/members/members.service';

export type DepartmentSort = (typeof DEPARTMENT_SORT_FIELDS)[number];

/** Same expression as the trigram index departments_search_trgm_idx. */
const nameSearchText = sql`lower(${departments.name})`;

const columns = { ...getTableColumns(departments), organisationName: organisations.name };
export type DepartmentRow = typeof departments.$inferSelect & { organisationName: string };

/** Active departments of an active organisation only. */
function inOrganisation(organisationId: string | Placeholder) {
  return and(
    eq(departments.organisationId, organisationId),
    isNull(departments.archivedAt),
    isNull(organisations.archivedAt),
  );
}

export async function pageDepartments(
  db: Db,
  organisationId: string,
  params: ListParams<DepartmentSort>,
) {
  const conditions = [inOrganisation(organisationId)];
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(
      or(
        sql`${nameSearchText} like ${pattern}`,
        sql`exists (select 1 from unnest(${departments.defaultSkills}) s where lower(s) like ${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  const column = { name: sql`lower(${departments.name})`, createdAt: departments.createdAt }[
    params.sort
  ];
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    db
      .select(columns)
      .from(departments)
      .innerJoin(organisations, eq(organisations.id, departments.organisationId))
      .where(where)
      .orderBy(params.direction === 'asc' ? asc(column) : desc(column), asc(departments.id))
      .limit(params.pageSize)
      .offset(params.page * params.pageSize),
    db
      .select({ id: departments.id })
      .from(departments)
      .innerJoin(organisations, eq(organisations.id, departments.organisationId))
      .where(where)
      .$dynamic(),
    params,
  );
  return { items, ...counted };
}

/**
 * Whether the organisation already has an active department of that name (ignoring case and
 * surrounding spaces). Locks the organisation row first, so two concurrent creates of the same
 * name wait for each other instead of both passing the check.
 */
export async function departmentNameTaken(
  db: Db,
  organisationId: string,
  name: string,
  exceptId?: string,
) {
  await db.execute(
    sql`select 1 from ${organisations} where ${organisations.id} = ${organisationId} for update`,
  );
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organisationId, organisationId),
        isNull(departments.archivedAt),
        sql`lower(btrim(${departments.name})) = lower(btrim(${name}))`,
        exceptId ? sql`${departments.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertDepartment(db: Db, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

/** An active department, only when it belongs to the given active organisation. */
export async function findDepartment(
  db: Db,
  organisationId: string,
  id: string,
): Promise<DepartmentRow | undefined> {
  // Built once: every call on a department's members starts with it.
  const [row] = await runShaped(db, 'department', { id, organisation: organisationId }, (bind) =>
    db
      .select(columns)
      .from(departments)
      .innerJoin(organisations, eq(organisations.id, departments.organisationId))
      .where(
        and(
          eq(departments.id, bind('id', id)),
          inOrganisation(bind('organisation', organisationId)),
        ),
      ),
  );
  return row;
}

export async function updateDepartment(
  db: Db,
  id: string,
  values: Partial<typeof departments.$inferInsert>,
) {
  await db
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(departments.id, id));
}

export async function archiveDepartments(db: Db, organisationId: string, ids: string[]) {
  return db
    .update(departments)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        inArray(departments.id, ids),
        eq(departments.organisationId, organisationId),
        isNull(departments.archivedAt),
      ),
    )
    .returning({ id: departments.id });
}
