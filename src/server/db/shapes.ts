import {
  count,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Statements built once per shape (decision 048). Drizzle builds a statement's SQL text from
 * its parts on every execution, about a millisecond for a list page with its sub-selects; a
 * list whose values travel as placeholders has one text per shape (which filters are given,
 * the sort, how many scope ids), so the text is built on the first call of a shape and every
 * later call only fills in the values. On PostgreSQL the pool then names the text (decision
 * 044); PGlite runs the same text unnamed.
 */

/** A value of a statement: the value itself (built per call) or its placeholder (built once). */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

/** Values written into the statement: built per call, for benchmarks that explain it. */
export const asValue: Bind = (_name, value) => value;
/** Values as placeholders, filled in at each execution of the statement built once. */
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** Distinct shapes kept per database; a caller past it builds per call (scope lists of every length). */
export const SHAPES_PER_DATABASE = 200;

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statements of `key` on `db`, built by `build` on the first call of that shape.
 * Everything `build` writes into them that is not a placeholder must follow from `key`.
 * Undefined past the bound (the caller then builds per call).
 */
export function shaped<T>(db: Db, key: string, build: () => T): T | undefined {
  let shapes = byDatabase.get(db);
  if (!shapes) byDatabase.set(db, (shapes = new Map()));
  const known = shapes.get(key) as T | undefined;
  if (known !== undefined) return known;
  if (shapes.size >= SHAPES_PER_DATABASE) return undefined;
  const built = build();
  shapes.set(key, built);
  return built;
}

/** The placeholder of boundedCounter's limit. */
const COUNT_LIMIT = 'countLimit';

/**
 * boundedCount's statement built once: count(*) over `rows` (a select whose values are
 * placeholders) limited to a placeholder; answers a counter for pageWithTotal.
 */
export function boundedCounter(db: Db, rows: PgSelect) {
  const statement = db
    .select({ value: count() })
    .from(rows.limit(sql.placeholder(COUNT_LIMIT)).as('bounded'))
    // An empty name: the pool names repeated statements by their text (decision 044).
    .prepare('');
  return async (values: Record<string, unknown>, limit: number) => {
    const [row] = await statement.execute({ ...values, [COUNT_LIMIT]: limit });
    return row?.value ?? 0;
  };
}

/** A query that can be prepared (Drizzle's select, insert, update, delete builders). */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/**
 * Runs the statement of shape `key`: `build(bind)` writes each value of `values` through `bind`
 * under its name, and everything else it writes must follow from `key`. Built and prepared
 * once per shape with placeholders; past the bound, built for this call with the values in it.
 */
export function runShaped<R>(
  db: Db,
  key: string,
  values: Record<string, unknown>,
  build: (bind: Bind) => Preparable<R>,
  // An empty name: the pool names repeated statements by their text (decision 044).
  name = '',
): Promise<R> {
  const statement = shaped(db, key, () => build(asPlaceholder).prepare(name));
  return statement ? statement.execute(values) : build(asValue).prepare(name).execute();
}

/**
 * A list of ids as one array placeholder (`= any($n::uuid[])`): one shape whatever the length,
 * where `in ($1, $2, …)` would make one per length.
 */
export const anyId = (column: AnyColumn | SQL, ids: readonly string[] | Placeholder) =>
  // An array written into a template would become a list of values: sql.param keeps it one.
  sql`${column} = any(${Array.isArray(ids) ? sql.param(ids) : ids}::uuid[])`;

/**
 * `bind` with `prefix` before each name: several sub-selects built by the same builder keep
 * their values apart in one statement. prefixedValues names the values alike.
 */
export const prefixed =
  (bind: Bind, prefix: string): Bind =>
  (name, value) =>
    bind(`${prefix}${name}`, value);
export const prefixedValues = (prefix: string, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}${name}`, value]));

/**
 * A select as one json column of the statement around it: its rows as arrays in the order of
 * its columns (`columns` of them), `[]` when none. Times come as ISO text, numbers as numbers.
 */
export function rowsJson<Row extends unknown[]>(query: SQLWrapper, columns: number) {
  const names = Array.from({ length: columns }, (_, i) => `c${i}`);
  return sql<
    Row[] | string
  >`(select coalesce(json_agg(json_build_array(${sql.raw(names.map((name) => `r.${name}`).join(', '))})), '[]'::json) from (${query}) as r(${sql.raw(names.join(', '))}))`;
}

/** A json column as the driver hands it over: pg parses json, a driver that does not gives the text. */
export const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
