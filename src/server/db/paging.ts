import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Above this many rows a paged list's total is not counted (decision 035): the answer says
 * `total: bound, totalCapped: true` and the table reads "of more than 1,000". Counting stops
 * after bound + 1 rows, so a list of a million rows costs what a list of a thousand does.
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
 * up to the bound: count(*) over the select LIMITed to bound + 1.
 */
export async function boundedCount(db: Db, rows: PgSelect): Promise<BoundedTotal> {
  const limit = listTotalBound();
  const [row] = await db
    .select({ value: count() })
    .from(rows.limit(limit + 1).as('bounded'));
  const value = row?.value ?? 0;
  return value > limit ? { total: limit, totalCapped: true } : { total: value };
}

/**
 * A page and its bounded total in as few statements as the page allows: a page with rows but
 * room left is the list's last, so the total is its offset plus its length and the count
 * statement is not sent (most lists of a ward, an organisation or an agency fit one page).
 * A full or empty page still needs the count, sent after the page (issue #15: one statement
 * fewer per call matters more under load than one round trip of latency on a full page).
 */
export async function pageWithTotal<T>(
  db: Db,
  page: PromiseLike<T[]>,
  rows: PgSelect,
  { page: index, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: T[] } & BoundedTotal> {
  const found = await page;
  if (found.length > 0 && found.length < pageSize) {
    const total = index * pageSize + found.length;
    const limit = listTotalBound();
    return { rows: found, ...(total > limit ? { total: limit, totalCapped: true as const } : { total }) };
  }
  return { rows: found, ...(await boundedCount(db, rows)) };
}
