import {
  asc,
  Column,
  count,
  desc,
  getTableName,
  is,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { asPlaceholder, asValue, boundedCounter, shaped, type Bind } from './shapes';

/**
 * Beyond this many rows past a page's start a paged list's total is not counted (decision 035):
 * the answer says `total: start + bound, totalCapped: true` and the table reads "of more than
 * 1,000". Counting stops after start + bound + 1 rows, so a list of a million rows costs what a
 * list of a thousand does, and the next page always lies within the total (the bound exceeds the
 * largest page, 100), so paging never ends at row 1,000.
 */
export const LIST_TOTAL_BOUND = 1_000;

let bound = LIST_TOTAL_BOUND;

/** The bound in force; tests set a small one (setListTotalBound) instead of inserting 1,000 rows. */
export const listTotalBound = () => bound;

/** For tests: sets the bound and answers a function that puts the default back. */
export function setListTotalBound(value: number): () => void {
  bound = value;
  return () => {
    bound = LIST_TOTAL_BOUND;
  };
}

/** The total of a paged list's answer: exact up to the bound, else the bound and a flag. */
export interface BoundedTotal {
  total: number;
  totalCapped?: true;
}

/**
 * Counts the rows of `rows` (a select of the list's FROM, joins and WHERE, any one column)
 * up to the bound past the page's first row `pageStart`: count(*) over the select LIMITed to
 * pageStart + bound + 1. Or a counter of a statement built once, given that limit.
 */
export async function boundedCount(
  db: Db,
  rows: PgSelect | RowCounter,
  pageStart: number,
): Promise<BoundedTotal> {
  const limit = countLimit(pageStart) - 1;
  const value = await countUpTo(db, rows, limit + 1);
  return value > limit ? { total: limit, totalCapped: true } : { total: value };
}

/** count(*) of `rows` LIMITed to `limit`, or what the counter built once answers for it. */
const countUpTo = async (db: Db, rows: PgSelect | RowCounter, limit: number) =>
  typeof rows === 'function'
    ? rows(limit)
    : ((await db.select({ value: count() }).from(rows.limit(limit).as('bounded')))[0]?.value ?? 0);

/** Counts a list's rows up to `limit` with a statement built once (src/server/db/shapes.ts). */
export type RowCounter = (limit: number) => Promise<number>;

/** The LIMIT boundedCount gives the rows it counts for a page starting at `pageStart`. */
export const countLimit = (pageStart: number) => pageStart + listTotalBound() + 1;

/**
 * The bounded count (boundedCount) as a column of a large table's ids statement (decision 057):
 * a sub-select run once, so a full page needs no count statement of its own. `rows` is a select
 * of the list's FROM and WHERE, `limit` countLimit's value (or its placeholder).
 */
export const boundedCountColumn = (rows: PgSelect, limit: number | Placeholder) =>
  sql<number>`(select count(*) from (${rows.limit(limit as number)}) as bounded)`.mapWith(Number);

/**
 * A large table's page and total (decision 057): its ids, each carrying the bounded count
 * (boundedCountColumn), then the rows of those ids. The total as pageWithTotal gives it, counted by
 * the ids statement, or by `counter` for an empty later page, whose ids statement has no row.
 */
export function largePageWithTotal<T>(
  db: Db,
  ids: PromiseLike<{ id: string; counted: number }[]>,
  rows: (ids: string[]) => PromiseLike<T[]>,
  counter: PgSelect | RowCounter,
  params: { page: number; pageSize: number },
) {
  const found = Promise.resolve(ids);
  return pageWithTotal(
    db,
    rowsOfIds(found, rows),
    async (limit) => (await found)[0]?.counted ?? countUpTo(db, counter, limit),
    params,
  );
}

/**
 * A page and its bounded total in as few statements as the page allows: a page with rows but
 * room left is the list's last, so the total is its offset plus its length and the count
 * statement is not sent (most lists of a ward, an organisation or an agency fit one page).
 * An empty first page is an empty list (total 0, decision 042). A full page or an empty later
 * page still needs the count, sent after the page (issue #15: one statement
 * fewer per call matters more under load than one round trip of latency on a full page).
 */
export async function pageWithTotal<T>(
  db: Db,
  page: PromiseLike<T[]>,
  rows: PgSelect | RowCounter,
  { page: index, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: T[] } & BoundedTotal> {
  const found = await page;
  const pageStart = index * pageSize;
  // The last page: nothing lies beyond it, so its total is exact whatever the bound. An empty
  // first page is the whole (empty) list.
  if (found.length < pageSize && (found.length > 0 || pageStart === 0))
    return { rows: found, total: pageStart + found.length };
  return { rows: found, ...(await boundedCount(db, rows, pageStart)) };
}

/**
 * From this many rows in a list's table (PostgreSQL's estimate, pg_class.reltuples) its page is
 * read as ids, then rows (rowsOfIds, decision 057); below, as one statement. Under about 100,000
 * rows PostgreSQL keeps the one statement's generic plan, and a second statement would only add
 * its round trip (a tenth less throughput for the requests list under load on PGlite).
 */
export const LARGE_TABLE_ROWS = 50_000;
/** How long a table's estimate is reused before it is read again. */
const TABLE_ROWS_TTL_MS = 60_000;

let largeTableRows = LARGE_TABLE_ROWS;
const tableRows = new WeakMap<Db, Map<string, { rows: Promise<number>; readAt: number }>>();

/** For tests: the row count from which a table is large; answers a function that puts the default back. */
export function setLargeTableRows(value: number): () => void {
  largeTableRows = value;
  return () => {
    largeTableRows = LARGE_TABLE_ROWS;
  };
}

/** Whether `table` holds LARGE_TABLE_ROWS or more rows by the planner's estimate, read at most once a minute. */
export async function isLargeTable(db: Db, table: string): Promise<boolean> {
  if (largeTableRows === 0) return true;
  let known = tableRows.get(db);
  if (!known) tableRows.set(db, (known = new Map()));
  let entry = known.get(table);
  if (!entry || Date.now() - entry.readAt > TABLE_ROWS_TTL_MS) {
    const rows = db
      .execute(
        sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${table})`,
      )
      .then((result) =>
        Number((result as unknown as { rows: { rows: number }[] }).rows[0]?.rows ?? 0),
      );
    entry = { rows, readAt: Date.now() };
    known.set(table, entry);
    // A failed read is not kept: the next call reads again.
    rows.catch(() => known.delete(table));
  }
  return (await entry.rows) >= largeTableRows;
}

/** How many elements PostgreSQL assumes an array placeholder holds (`estimate_array_length`). */
const PRICED_IDS = 10;

/**
 * A page's rows in two statements (decision 057): its ids (the list's WHERE, order, LIMIT and
 * OFFSET: an index walk, cheap to plan), then the rows of those ids with their joins and
 * sub-selects. The second's text holds no filter, LIMIT or OFFSET, so PostgreSQL can keep one
 * generic plan of it at any size. In one statement, the LIMIT and OFFSET placeholders made the
 * generic plan look costly past about 100,000 rows, and the whole statement with its sub-selects
 * was planned again on every call (about 1 ms).
 *
 * A page of fewer than PRICED_IDS rows goes out padded to PRICED_IDS by repeating its last id.
 * The generic plan cannot see the array and prices it as 10 ids; a custom plan prices the ids it
 * is given, so a shorter page looked cheaper and PostgreSQL planned it again on every call (the
 * demo's requests list of 7 rows: 0 generic plans in 300 calls, 3 ms each). Priced for at least
 * 10 ids, the custom plan never looks cheaper. A repeated id matches its row once (`id = any(…)`).
 */
export async function rowsOfIds<T>(
  ids: PromiseLike<{ id: string }[]>,
  rows: (ids: string[]) => PromiseLike<T[]>,
): Promise<T[]> {
  const found = (await ids).map(({ id }) => id);
  if (found.length === 0) return [];
  const last = found[found.length - 1]!;
  return rows([
    ...found,
    ...Array.from({ length: Math.max(0, PRICED_IDS - found.length) }, () => last),
  ]);
}

/** The statements of a list page with both ways of reading it (decision 057). */
export interface PageStatements<R> {
  /** The page's ids in order, each carrying the bounded count (a large table). */
  idsCounted: Preparable<{ id: string; counted: number }[]>;
  /** The rows of the page's ids, in the list's order (a large table). */
  rows: (ids: string[] | Placeholder) => Preparable<R[]>;
  /** The page as one statement (a small table). */
  page: Preparable<R[]>;
  /** The rows to count (boundedCount). */
  count: PgSelect;
}

/** A query that can be awaited, or prepared once and executed with values. */
type Preparable<R> = PromiseLike<R> & {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
};

/**
 * A list page and its total from statements built once per shape `key` (decision 048), read the
 * way its table's size asks for (decision 057). `build(bind)` writes every value of `values`
 * through `bind`; the rows statement takes its own (the ids) besides them. Past the bound of
 * shapes the statements are built for this call alone.
 */
export async function pageOfShape<R>(
  db: Db,
  table: string,
  key: string,
  values: Record<string, unknown>,
  build: (bind: Bind) => PageStatements<R>,
  params: { page: number; pageSize: number },
): Promise<{ rows: R[] } & BoundedTotal> {
  const built = shaped(db, key, () => {
    const query = build(asPlaceholder);
    // An empty name: the pool names repeated statements by their text (decision 044).
    return {
      idsCounted: query.idsCounted.prepare(''),
      rows: query.rows(sql.placeholder('ids')).prepare(''),
      page: query.page.prepare(''),
      count: boundedCounter(db, query.count),
    };
  });
  const large = await isLargeTable(db, table);
  if (!built) {
    const query = build(asValue);
    return large
      ? largePageWithTotal(db, query.idsCounted, (ids) => query.rows(ids), query.count, params)
      : pageWithTotal(db, query.page, query.count, params);
  }
  const counter = (limit: number) => built.count(values, limit);
  return large
    ? largePageWithTotal(
        db,
        built.idsCounted.execute(values),
        (ids) => built.rows.execute({ ...values, ids }),
        counter,
        params,
      )
    : pageWithTotal(db, built.page.execute(values), counter, params);
}

/** The shortest search term the trigram indexes can look up (one trigram). */
export const MIN_INDEXED_TERM = 3;

/**
 * The shape key (decision 048) of a list paged by listPage: the list and what its own statement
 * writes in (`list`), then what listPage writes in (sort, direction, the indexed search path, a
 * later page) and the names of the values present.
 */
export function pagedShapeKey(
  list: readonly string[],
  params: { sort: string; direction: string; search?: string; page: number },
  values: Record<string, unknown>,
): string {
  const indexedSearch = (params.search?.length ?? 0) >= MIN_INDEXED_TERM;
  return [
    ...list,
    params.sort,
    params.direction,
    indexedSearch,
    params.page > 0,
    Object.keys(values).join(','),
  ].join('|');
}

/** One key of a list's ORDER BY: an expression or column and its direction. */
export interface SortKey {
  key: SQL | AnyPgColumn;
  direction: 'asc' | 'desc';
}

/** The ORDER BY of a list's sort keys. */
export const orderBy = (keys: SortKey[]) =>
  keys.map((k) => (k.direction === 'asc' ? asc(k.key) : desc(k.key)));

/**
 * A column with its table's name. Drizzle leaves columns bare in the selection of a one-table
 * query, where a correlated subquery would then read its own table's column of the same name.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * Where, offset and ORDER BY of one page of a list (decision 039), sorted on `sort` and then
 * the id (`idDirection`, ascending unless given). Unsearched: the list's own where and OFFSET,
 * its sort index serves the page; with `idsFirst` a later page selects the page's ids in a
 * sub-query (the OFFSET walks the index only) and reads those rows. Searched: the planner would walk that sort index and filter,
 * assuming matches are spread evenly; when they sort last (22.8 s at a million agencies) it
 * reads nearly the whole table. So a search first collects its matches with their sort keys in
 * a MATERIALIZED CTE (the trigram index finds them; the CTE cannot be merged back into an index
 * walk), sorts and pages those, and the page's query reads only the ids of that page.
 * `from` selects the given fields from the list's FROM and joins; the helper adds `where`.
 */
export function listPage(
  options: {
    search?: string;
    where: SQL | undefined;
    id: AnyPgColumn;
    sort: SQL | AnyPgColumn;
    direction: 'asc' | 'desc';
    idDirection?: 'asc' | 'desc';
    page: number;
    pageSize: number;
    /** How the page's size and offset enter the SQL (placeholders `pageSize`, `offset`: shapes.ts). */
    bind?: Bind;
    /**
     * A later unsearched page takes its ids first (decision 053): the list's sort index holds
     * the sort key and the id, so the OFFSET is an index-only walk and only the page's rows are
     * read from the table. Lists whose index does not hold them leave it off.
     */
    idsFirst?: boolean;
  },
  from: (fields: Record<string, SQL.Aliased>) => PgSelect,
): { where: SQL | undefined; offset: number; order: SQL[] } {
  const keys: SortKey[] = [
    { key: options.sort, direction: options.direction },
    { key: options.id, direction: options.idDirection ?? 'asc' },
  ];
  const order = orderBy(keys);
  const offset = options.page * options.pageSize;
  const bind = options.bind ?? asValue;
  // Under three characters a term has no trigram to look up, so collecting its matches would
  // read and sort the whole table; such a term matches nearly everywhere, and the sort
  // index's walk finds a page of it at once.
  if ((options.search?.length ?? 0) < MIN_INDEXED_TERM) {
    if (!options.idsFirst || options.page === 0) return { where: options.where, offset, order };
    const ids = from({ id: sql`${qualified(options.id)}`.as('page_id') })
      .where(options.where)
      .orderBy(...order)
      .limit(bind('pageSize', options.pageSize) as number)
      .offset(bind('offset', offset) as number);
    return { where: sql`${qualified(options.id)} in (${ids})`, offset: 0, order };
  }
  const fields: Record<string, SQL.Aliased> = {};
  keys.forEach((k, i) => {
    fields[`k${i}`] = sql`${is(k.key, Column) ? qualified(k.key as AnyPgColumn) : k.key}`.as(
      `k${i}`,
    );
  });
  const matchOrder = sql.raw(keys.map((k, i) => `k${i} ${k.direction}`).join(', '));
  return {
    // k1 is the id: the page's ids are the CTE's k1.
    where: sql`${qualified(options.id)} in (with matches as materialized ${from(fields).where(options.where)} select k1 from matches order by ${matchOrder} limit ${bind('pageSize', options.pageSize)} offset ${bind('offset', offset)})`,
    offset: 0,
    order,
  };
}
