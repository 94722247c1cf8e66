import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Row count and an md5 of the rows of every table: two fingerprints differ when any call between
 * them wrote anything. Tables written on purpose by refused calls are left out, each with its reason.
 */
const WRITTEN_BY_REFUSALS: Record<string, string> = {
  // Refused sign-ins, registrations and contact requests spend their budgets: that is how the
  // rate limits work.
  rate_limits: 'refused calls spend rate-limit budgets',
};

/**
 * Rows written on purpose by refused calls in tables that are otherwise compared: every refused
 * sign-in is audited, any other audit row from a refused call is a finding.
 */
const ROWS_WRITTEN_BY_REFUSALS: Record<string, string> = {
  audit_log: `action <> 'sign_in_refused'`,
};

let tables: string[] | undefined;

/** PGlite's and node-postgres's results both carry `rows`; Drizzle types them per driver. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function fingerprint(db: Db): Promise<Record<string, string>> {
  tables ??= (
    await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.table_name)
    .filter((name) => !(name in WRITTEN_BY_REFUSALS));
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${name}" t` +
        (ROWS_WRITTEN_BY_REFUSALS[name] ? ` where ${ROWS_WRITTEN_BY_REFUSALS[name]}` : ''),
    )
    .join(' union all ');
  const result = await rows<{ name: string; print: string }>(db, sql.raw(query));
  return Object.fromEntries(result.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint changed. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
