/**
 * Rows of the back-office lists of bench/admin-lists.ts: agencies,
 * USER-role users, organisations, contact requests and outbox messages. One row in 100 carries
 * "zorq" in its name or recipient (the broad search term: its matches grow with the table);
 * ten rows of the first thousand carry "zyxq" (the fixed term: ten matches at any size). The
 * generated syllables never contain an x, a y, a z or a q. Both names sort last.
 *
 * Set-based (`insert … select … from generate_series`), one statement per table and batch of
 * 100,000, as bench/job-lists-data.ts: row-batch INSERTs took 1,082 s for a million rows in
 * each table on PostgreSQL. The values are those the row-by-row version made (the same
 * pseudo-words, now computed in SQL), so figures before and after stay comparable.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';

const BATCH = 100_000;
const SYLLABLES = [
  'ba',
  'ke',
  'lo',
  'mi',
  'nu',
  'ra',
  'se',
  'ti',
  'vo',
  'wen',
  'dal',
  'fir',
  'gus',
  'hem',
  'por',
];
const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
];
const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'FR'];
const CITIES = ['Berlin', 'Hamburg', 'Bremen', 'Halle', 'Kiel'];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`);
/** The element (i % length) of a constant array, for the SQL row number `i`. */
const pick = (values: string[], i: SQL) =>
  sql`(${textArray(values)})[1 + (${i}) % ${sql.raw(String(values.length))}]`;

/**
 * A deterministic pseudo-word for row i, lower case: Knuth's multiplicative hash of i + 1 (the
 * low 32 bits, as Math.imul gave in the former JavaScript) picks the syllables.
 */
function lowerWord(i: SQL, syllables = 3): SQL {
  const hash = sql`(((${i}) + 1)::bigint * 2654435761 % 4294967296)`;
  const parts = Array.from(
    { length: syllables },
    (_, s) =>
      sql`(${textArray(SYLLABLES)})[1 + (${hash} / ${sql.raw(String(SYLLABLES.length ** s))} % ${sql.raw(String(SYLLABLES.length))})::int]`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}
/** The pseudo-word with its first letter upper case. */
const word = (i: SQL, syllables = 3) => {
  const w = lowerWord(i, syllables);
  return sql`(upper(left(${w}, 1)) || substr(${w}, 2))`;
};

const i = sql.raw('i');
const hasSearchTerm = sql`i % 100 = 0`;
/** Rows 1, 101, …, 901: the same ten at any size of a thousand or more. */
const hasFixedTerm = sql`(i % 100 = 1 and i < 1000)`;
/** "Zyxq" before a fixed-term row's name, "Zorqa" before a broad-term row's. */
const prefixed = (text: SQL) =>
  sql`case when ${hasSearchTerm} then 'Zorqa ' || ${text} when ${hasFixedTerm} then 'Zyxq ' || ${text} else ${text} end`;

/** One INSERT … SELECT per table for the rows `first`..`last`. */
const TABLES: Record<string, (first: number, last: number) => SQL> = {
  agencies: (first, last) => sql`
    insert into agencies (name, address, postcode, city, country, url)
    select ${prefixed(sql`${word(i)} || ' Care ' || i`)}, ${word(sql`i + 7`, 2)} || 'strasse ' || (i % 200 + 1),
      (10000 + i % 89999)::text, ${word(sql`i + 13`, 2)}, ${pick(COUNTRIES, i)}, 'https://agency-' || i || '.example.com'
    from generate_series(${first}::int, ${last}::int) i`,
  users: (first, last) => sql`
    insert into users (email, password_hash, first_name, last_name, role, email_confirmed_at)
    select 'bench.user' || i || '@example.com', 'not-a-hash', ${pick(FIRST_NAMES, i)},
      case when ${hasSearchTerm} then 'Zorquist' || ${lowerWord(i, 2)}
        when ${hasFixedTerm} then 'Zyxqvist' || ${lowerWord(i, 2)}
        else ${word(i)} || 'mann' end,
      'USER', now()
    from generate_series(${first}::int, ${last}::int) i`,
  organisations: (first, last) => sql`
    insert into organisations (name, address, postcode, city, country, url)
    select ${prefixed(sql`'Klinik ' || ${word(i)} || ' ' || i`)}, 'Allee ' || (i % 300 + 1), (10000 + i % 89999)::text,
      ${pick(CITIES, i)}, 'DE', 'https://clinic-' || i || '.example.com'
    from generate_series(${first}::int, ${last}::int) i`,
  contact_requests: (first, last) => sql`
    insert into contact_requests (kind, language, name, email, phone, hospital_name, message)
    select 'clinic', (case when i % 2 = 1 then 'de' else 'en' end)::language, ${prefixed(word(i))},
      'contact' || i || '@example.com', '+49 30 ' || (1000000 + i), 'Klinik ' || ${pick(CITIES, i)}, 'Wir suchen Verstärkung.'
    from generate_series(${first}::int, ${last}::int) i`,
  // Sent already: the outbox worker has nothing to pick up.
  outbox: (first, last) => sql`
    insert into outbox (channel, status, recipient, language, template, subject, body_text, sent_at)
    select (case when i % 5 = 0 then 'sms' else 'email' end)::outbox_channel, 'sent',
      case when ${hasSearchTerm} then 'zorq' || i else 'person' || i end || '@example.com',
      'de', 'bench', 'Nachricht ' || i, 'Guten Tag.', now()
    from generate_series(${first}::int, ${last}::int) i`,
};

const TABLE_NAMES = Object.keys(TABLES);

/**
 * Runs `fill` with the secondary indexes of the five tables dropped and builds them after
 * (their definitions as pg_indexes gives them; the primary keys stay, foreign keys need them).
 * Building a trigram GIN index once over a million rows is far cheaper than updating it row by
 * row, above all on PGlite.
 */
async function withIndexesBuiltAfter(db: Db, fill: () => Promise<void>) {
  const indexes = (
    (await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${sql.raw(`array[${TABLE_NAMES.map((t) => `'${t}'::regclass`).join(', ')}]`)})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as {
      rows: { name: string; definition: string }[];
    }
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await fill();
  for (const index of indexes)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.definition));
    });
}

/**
 * Rows `from`..`to - 1` (0-based, as before) of each of the five tables, then VACUUM ANALYZE:
 * without the VACUUM, autovacuum worked through the million new rows of each table while the
 * calls were timed (PostgreSQL).
 */
export async function seedLists(db: Db, from: number, to: number) {
  await withIndexesBuiltAfter(db, async () => {
    for (const insert of Object.values(TABLES))
      for (let first = from; first < to; first += BATCH)
        await db.execute(insert(first, Math.min(to, first + BATCH) - 1));
  });
  for (const table of TABLE_NAMES) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
