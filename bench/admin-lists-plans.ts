/**
 * The statements bench:admin-lists explains at its largest size (EXPLAIN ANALYZE), written as
 * the server sends them: the agencies' pages, searches and counts, the persons' searches.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

interface Terms {
  pageSize: number;
  farPage: number;
  search: string;
  broadSearch: string;
}

const agencyMatch = (term: string) =>
  `archived_at is null and lower(name || ' ' || address || ' ' || postcode || ' ' || country) like '%${term}%'`;
const personMatch = (term: string) =>
  `archived_at is null and role = 'USER' and lower(coalesce(email,'') || ' ' || coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || coalesce(contact,'')) like '%${term}%'`;
/** EXPLAIN ANALYZE of the agencies SQL and the searches at the largest size: which plan nodes cost what. */
function statements({ pageSize, farPage, search, broadSearch }: Terms) {
  /** A searched page as listPage builds it: matches first, then their page. */
  const searchedPage = (table: string, key: string, match: string) =>
    `select * from ${table} where ${table}.id in (with matches as materialized (select ${key} as k0, ${table}.id as k1 from ${table} where ${match}) select k1 from matches order by k0 asc, k1 asc limit ${pageSize} offset 0) order by ${key} asc, id asc limit ${pageSize}`;
  const byName = 'order by lower(name) asc, id asc';
  return {
    'agencies first page': `select * from agencies where archived_at is null ${byName} limit ${pageSize}`,
    // A later page takes its ids first: an index-only walk, then its rows.
    'agencies page 100': `select * from agencies where id in (select id from agencies where archived_at is null ${byName} limit ${pageSize} offset ${farPage * pageSize}) ${byName} limit ${pageSize}`,
    'agencies search, one statement (before 039)': `select * from agencies where ${agencyMatch(search)} ${byName} limit ${pageSize}`,
    'agencies search': searchedPage('agencies', 'lower(name)', agencyMatch(search)),
    'agencies search 1 %': searchedPage('agencies', 'lower(name)', agencyMatch(broadSearch)),
    'agencies search count': `select count(*) from (select id from agencies where ${agencyMatch(search)} limit 1001) bounded`,
    'agencies search 1 % count': `select count(*) from (select id from agencies where ${agencyMatch(broadSearch)} limit 1001) bounded`,
    'persons search': searchedPage('users', 'lower(last_name)', personMatch(search)),
    'persons search 1 %': searchedPage('users', 'lower(last_name)', personMatch(broadSearch)),
  };
}

export async function explain(db: Db, terms: Terms): Promise<Record<string, string[]>> {
  const plans: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(statements(terms))) {
    const result = (await db.execute(sql.raw(`explain analyze ${query}`))) as unknown as {
      rows: Record<string, string>[];
    };
    plans[name] = result.rows.map((row) => Object.values(row)[0]!);
    console.log(`\n${name}:\n  ${plans[name].join('\n  ')}`);
  }
  return plans;
}
