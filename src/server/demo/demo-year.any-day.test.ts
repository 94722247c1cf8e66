import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { DEMO_PASSWORD, seedDemo } from '#server/demo/seed';
import { TEST_PUBLIC_URL, useTestContext } from '#server/test/app';
import { openTestDatabase } from '#server/test/database';
import { seedDemoHistory } from './demo-year';

// The demo year plays out whatever day the first start falls on: seeded at
// instants across a year, every request and every later step (hours, approvals, invoices) must
// play out, and nobody may be booked twice at once or approve hours they worked or sent.
// Each instant seeds a database of its own (a few seconds each on PGlite).

const ctx = useTestContext();

const INSTANTS: [string, string][] = [
  ['a Sunday at 23:30', '2026-11-29T22:30:00Z'],
  ['7 December at 07:00, the day the issue found', '2026-12-07T06:00:00Z'],
  ['New Year’s Eve at 23:59', '2026-12-31T22:59:00Z'],
  ['midnight after 28 February', '2027-02-28T23:00:00Z'],
  ['03:30 CEST, just after the spring clock change', '2027-03-28T01:30:00Z'],
  ['the first 02:30 of the autumn night (CEST)', '2027-10-31T00:30:00Z'],
  ['the second 02:30 of the autumn night (CET)', '2027-10-31T01:30:00Z'],
  ['29 February of a leap year at noon', '2028-02-29T11:00:00Z'],
];

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What must hold for every start day (the counts of demo-year.test.ts hold for its one day). */
async function brokenRules(db: Db) {
  // A person's booked shifts (selected, request filled) never overlap, across clinics.
  const doubleBooked = await rows(
    db,
    sql`
    with booked as (
      select a.user_id, s.id, s.starts_at, s.ends_at from applications a
      join requests r on r.id = a.request_id and r.state in ('internal_fill', 'external_fill')
      join shifts s on s.request_id = r.id
      where a.state = 'selected')
    select x.user_id from booked x join booked y
      on x.user_id = y.user_id and x.id < y.id and x.starts_at < y.ends_at and y.starts_at < x.ends_at`,
  );
  // Approved by someone other than the worker and whoever confirmed (or by the task: null).
  const selfApproved = await rows(
    db,
    sql`
    select id from timesheets where approved_by is not null
      and (approved_by = user_id or approved_by = submitted_by)`,
  );
  // Hours near the booked shift, entered after they ended (a correction at its approval), at most a day.
  const implausible = await rows(
    db,
    sql`
    select id from timesheets where actual_start is not null and (
      abs(extract(epoch from actual_start - booked_start)) > 3600
      or abs(extract(epoch from actual_end - booked_end)) > 3600
      or actual_end > case when state = 'corrected' then approved_at else submitted_at end
      or actual_end - actual_start > interval '24 hours')`,
  );
  return { doubleBooked, selfApproved, implausible };
}

describe('the demo year on any start day', () => {
  it.each(INSTANTS)(
    'plays out when first started at %s',
    async (_, at) => {
      const now = new Date(at);
      const database = await openTestDatabase();
      try {
        await seedDemo(database.db, now);
        const seeded = await seedDemoHistory(database.db, {
          now,
          log: ctx.app.log,
          publicUrl: TEST_PUBLIC_URL,
          filesRoot: await mkdtemp(path.join(os.tmpdir(), 'demo-any-day-')),
          password: DEMO_PASSWORD,
        });
        expect(seeded.failures).toEqual([]);
        expect(seeded.requests).toBeGreaterThan(60);
        expect(await brokenRules(database.db)).toEqual({
          doubleBooked: [],
          selfApproved: [],
          implausible: [],
        });
      } finally {
        await database.close();
      }
    },
    180_000,
  );
});
