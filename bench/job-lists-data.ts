/**
 * Rows of bench/job-lists.ts: one organisation's requests, all advertised
 * to agencies and still to come (so the same rows fill the organisation's table and the
 * agency's job board), one shift each, and the applications of one vetted agency on nine
 * requests in ten (so the "open" group is the tenth). One request in 1,000 has its application
 * selected, and one in 40 of the first thousand: the "external" group, rare (25 at 1,000 rows,
 * 1,024 at 1,000,000), on the first ward like a tenth of the open ones, so the ward manager's
 * lists have every group. The first thousand's 25 give the group a full page of 20 at 1,000
 * too: with one in 1,000 alone the 1,000-row page held 1 row against 20 at 1,000,000. Set-based
 * SQL (`generate_series`), one statement per table and batch, never row by row. Ten requests of
 * the first thousand have "Zyxq" in their title: the search term with ten matches at any size.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { withRollupsRebuiltAfter } from './reports-data';

const BATCH = 100_000;
export const SEARCH = 'zyxq';
const STAFF = 60;
/** Request i is open when i % 10 = 0 and external when i % 1000 = EXTERNAL (on ward 1: i % 4 = 0). */
const EXTERNAL = 4;
/** External: one in 1,000, and one in 40 up to 1,000 (i % 40 = 4: on ward 1, never open), a full page at any size. */
const IS_EXTERNAL = sql`(i % 1000 = ${EXTERNAL}::int or (i <= 1000 and i % 40 = ${EXTERNAL}::int))`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The organisation with four wards, and a vetted agency with a permit far ahead and its staff. */
export async function createParties(db: Db) {
  const [organisation] = await rows<{ id: string }>(
    db,
    sql`insert into organisations (name, address, postcode, city, country, url)
      values ('Klinikum Liste', 'Benchweg 1', '20095', 'Hamburg', 'DE', 'https://bench.example.com') returning id`,
  );
  const departments = await rows<{ id: string }>(
    db,
    sql`insert into departments (organisation_id, name)
      select ${organisation!.id}::uuid, 'Station ' || n from generate_series(1, 4) n returning id`,
  );
  const [agency] = await rows<{ id: string }>(
    db,
    sql`insert into agencies (name, address, postcode, city, country, url, vetting_state, permit_valid_until)
      values ('Agentur Liste', 'Benchweg 2', '20095', 'Hamburg', 'DE', 'https://agentur.example.com', 'vetted', '2099-12-31')
      returning id`,
  );
  const staff = await rows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, first_name, last_name, role)
      select 'lists.staff.' || n || '@bench.example.com', 'not-a-hash', 'Agentur', 'Kraft ' || n, 'USER'
      from generate_series(0, ${STAFF - 1}::int) n order by n returning id`,
  );
  await db.execute(sql`
    insert into agency_members (agency_id, user_id, kind)
    select ${agency!.id}::uuid, id, 'customer' from users where email like 'lists.staff.%'`);
  return {
    organisationId: organisation!.id,
    departmentIds: departments.map((row) => row.id),
    agencyId: agency!.id,
    staffIds: staff.map((row) => row.id),
  };
}
export type Parties = Awaited<ReturnType<typeof createParties>>;

/** A kept database's parties (bench/side-by-side.ts), made by an earlier run, or new ones. */
export async function findOrCreateParties(db: Db): Promise<Parties> {
  const [organisation] = await rows<{ id: string }>(
    db,
    sql`select id from organisations where name = 'Klinikum Liste'`,
  );
  if (!organisation) return createParties(db);
  const [agency] = await rows<{ id: string }>(
    db,
    sql`select id from agencies where name = 'Agentur Liste'`,
  );
  const departments = await rows<{ id: string }>(
    db,
    sql`select id from departments where organisation_id = ${organisation.id} order by name`,
  );
  // In the order createParties made them (n = 0, 1, …): the seeding picks staff by position.
  const staff = await rows<{ id: string }>(
    db,
    sql`select id from users where email like 'lists.staff.%' order by split_part(split_part(email, '@', 1), '.', 3)::int`,
  );
  return {
    organisationId: organisation.id,
    departmentIds: departments.map((r) => r.id),
    agencyId: agency!.id,
    staffIds: staff.map((r) => r.id),
  };
}

/** How many requests the organisation has: a kept database is topped up from there. */
export async function seededRequests(db: Db, parties: Parties): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from requests where organisation_id = ${parties.organisationId}`,
  );
  return row!.n;
}

const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;

/** Requests `first`..`last`: shift i starts i % 300 days and i % 600 minutes from tomorrow. */
async function seedBatch(db: Db, parties: Parties, first: number, last: number) {
  await db.execute(sql`drop table if exists bench_job_lists_batch`);
  await db.execute(sql`
    create unlogged table bench_job_lists_batch as
    select i, gen_random_uuid() as id,
      (${uuids(parties.departmentIds)})[1 + i % ${parties.departmentIds.length}::int] as department_id,
      date_trunc('day', now()) + make_interval(days => 1 + i % 300, mins => 360 + i % 600) as starts_at,
      now() - make_interval(secs => i) as created_at
    from generate_series(${first}::int, ${last}::int) i`);
  await db.execute(sql`
    insert into requests (id, organisation_id, department_id, kind, state, title, qualification, shift_type,
      contract_type, first_shift_start, last_shift_end, application_group, created_at, updated_at)
    select id, ${parties.organisationId}::uuid, department_id, 'staff', 'external_adv',
      case when i % 100 = 1 and i < 1000 then 'Zyxq Dienst ' || i else 'Dienst ' || i end,
      'Examine Pflegekraft', 'Tagesdienst', 'Arbeitnehmerüberlassung',
      starts_at, starts_at + interval '8 hours',
      (case when i % 10 = 0 then 'open' when ${IS_EXTERNAL} then 'external' else 'confirmation' end)::request_group,
      created_at, created_at
    from bench_job_lists_batch`);
  await db.execute(sql`
    insert into shifts (request_id, organisation_id, department_id, starts_at, ends_at, created_at)
    select id, ${parties.organisationId}::uuid, department_id, starts_at, starts_at + interval '8 hours', created_at
    from bench_job_lists_batch`);
  await db.execute(sql`
    insert into applications (request_id, user_id, agency_id, state, hourly_rate, created_at)
    select id, (${uuids(parties.staffIds)})[1 + i % ${parties.staffIds.length}::int], ${parties.agencyId}::uuid,
      (case when ${IS_EXTERNAL} then 'selected' else 'applied' end)::application_state,
      45 + i % 20, created_at + interval '1 hour'
    from bench_job_lists_batch where i % 10 <> 0`);
  await db.execute(sql`drop table bench_job_lists_batch`);
}

/**
 * Tops the organisation's requests up from `from` to `to`, in batches, with the report rollups'
 * row triggers off and the rollups rebuilt after (as bench/reports-data.ts), then VACUUM ANALYZE
 * (a running database's state: autovacuum on PostgreSQL, the nightly maintenance on PGlite;
 * without it every page is not-all-visible and no count is index-only). The
 * requests are inserted with their group, so its insert trigger is off too
 * (it would rewrite 900,000 request rows); the benchmark checks the groups after.
 */
export async function seedRequests(db: Db, parties: Parties, from: number, to: number) {
  await db.execute(sql`alter table applications disable trigger applications_group_inserted`);
  try {
    await withRollupsRebuiltAfter(db, async () => {
      for (let first = from + 1; first <= to; first += BATCH)
        await seedBatch(db, parties, first, Math.min(to, first + BATCH - 1));
    });
  } finally {
    await db.execute(sql`alter table applications enable trigger applications_group_inserted`);
  }
  const [wrong] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from requests r left join (
        select request_id, case when bool_or(state = 'selected') then 'external' else 'confirmation' end as computed
        from applications where state in ('applied', 'selected') group by request_id) g on g.request_id = r.id
      where r.application_group::text <> coalesce(g.computed, 'open')`,
  );
  if (wrong!.n !== 0) throw new Error(`${wrong!.n} seeded requests have a wrong group`);
  for (const table of ['requests', 'shifts', 'applications'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}
