import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { DEMO_PASSWORD, seedDemo } from '#server/demo/seed';
import { organisations, requests } from '#server/db/schema/index';
import { TEST_PUBLIC_URL, useTestContext } from '#server/test/app';
import { bearer, signIn } from '#server/test/factories';
import { seedDemoHistory } from './demo-year';
import { agencyShare, planYear } from './history';
import { seededRandom } from './random';
import type { DemoWorld } from './structure';

// The demo year seeded once for the file, at a fixed instant (a Wednesday, 11:00 in Berlin), so
// every count below is exact for the fixed seed, whatever day the suite runs.
const NOW = new Date('2026-11-25T10:00:00Z');
const ctx = useTestContext({ clock: fixedClock(NOW) });
let seeded: { requests: number; failures: string[] };
/** The months with shifts that ended before yesterday: the year's first shifts are in December. */
const PAST_MONTHS = Array.from({ length: 12 }, (_, index) => {
  const month = new Date(Date.UTC(2025, 11 + index, 1));
  return month.toISOString().slice(0, 7);
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

async function get(email: string, url: string) {
  const headers = bearer(await signIn(ctx.app, email, DEMO_PASSWORD));
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  await seedDemo(ctx.db, NOW);
  seeded = await seedDemoHistory(ctx.db, {
    now: NOW,
    log: ctx.app.log,
    publicUrl: TEST_PUBLIC_URL,
    filesRoot: await mkdtemp(path.join(os.tmpdir(), 'demo-year-files-')),
    password: DEMO_PASSWORD,
  });
}, 600_000);

describe('the demo year', () => {
  it('plays every planned request out, with the same states on every run', async () => {
    expect(seeded.failures).toEqual([]);
    const states = await rows<{ state: string; n: number }>(
      sql`select state, count(*)::int as n from requests group by state order by state`,
    );
    expect(Object.fromEntries(states.map((row) => [row.state, row.n]))).toMatchInlineSnapshot(`
      {
        "cancelled": 2,
        "external_adv": 2,
        "external_fill": 16,
        "hr_review": 1,
        "internal_adv": 4,
        "internal_fill": 64,
      }
    `);
  });

  it('plans the same year from the same seed, and a falling agency quota', () => {
    const ward = (id: string) => ({
      id,
      name: id,
      qualification: 'Examine Pflegekraft',
      managerId: id,
      poolIds: [],
    });
    const world = {
      nord: { id: 'n', name: 'n', hrId: 'h', wards: [ward('a'), ward('b')] },
      sued: { id: 's', name: 's', hrId: 'h', wards: [ward('c')] },
      agencies: [],
      nurseId: 'x',
    } satisfies DemoWorld;
    const plan = () =>
      planYear(world, '2026-11-25', seededRandom(7)).map(
        (p) => `${p.day} ${p.ward.id} ${p.shift} ${p.outcome}`,
      );
    expect(plan()).toEqual(plan());
    expect(agencyShare(0)).toBeCloseTo(0.25);
    expect(agencyShare(11)).toBeLessThan(0.05);
  });

  it("keeps every request's state in step with its offers, applications and placements", async () => {
    const broken = await rows<{ id: string; state: string }>(sql`
      select r.id, r.state from requests r
      left join lateral (select count(*) filter (where a.state = 'selected') as selected from applications a where a.request_id = r.id) a on true
      left join lateral (select count(*) as placed, count(p.agency_id) as by_agency from placements p where p.request_id = r.id) p on true
      where case
        when r.state = 'internal_fill' then not (a.selected = 1 and p.placed = 1 and p.by_agency = 0 and r.filled_at is not null)
        when r.state = 'external_fill' then not (a.selected = 1 and p.placed = 1 and p.by_agency = 1 and r.filled_at is not null)
        when r.state = 'cancelled' then not (a.selected = 0 and p.placed = 0 and r.cancelled_at is not null)
        else not (a.selected = 0 and p.placed = 0 and r.filled_at is null)
      end`);
    expect(broken).toEqual([]);
    // A pool member picked for an internal fill said yes to an offer first.
    const pickedWithoutYes = await rows(sql`
      select a.id from applications a join requests r on r.id = a.request_id
      where r.state = 'internal_fill' and a.state = 'selected'
        and not exists (select 1 from request_offers o where o.request_id = r.id and o.user_id = a.user_id and o.answer = 'accepted')`);
    expect(pickedWithoutYes).toEqual([]);
  });

  it('leaves the report rollups equal to their sources, their triggers running again', async () => {
    // On PGlite the year is written with the rollups' triggers paused and rebuilt at its end.
    const tables = [
      ['report_request_facts', 'request_id'],
      ['report_pool_days', 'department_id, user_id, day'],
      ['report_pool_months', 'department_id, user_id, month'],
    ];
    for (const [table, order] of tables) {
      const stored = await rows(sql.raw(`select * from ${table} order by ${order}`));
      expect(stored.length, table).toBeGreaterThan(0);
      expect(stored, table).toEqual(
        await rows(sql.raw(`select * from ${table}_source order by ${order}`)),
      );
    }
    const [setting] = await rows<{ value: string | null }>(
      sql`select current_setting('app.report_rollups', true) as value`,
    );
    expect(setting!.value ?? '').not.toBe('paused');
  });

  it('carries past instants: posted before filled, nothing after now, the timeline in order', async () => {
    const [late] = await rows<{ n: number }>(sql`
      select count(*)::int as n from requests
      where created_at > ${NOW.toISOString()}::timestamptz or filled_at < created_at or first_answer_at < created_at`);
    expect(late!.n).toBe(0);
    const [events] = await rows<{ n: number; first: string }>(sql`
      select count(*) filter (where e.at > ${NOW.toISOString()}::timestamptz or e.at < r.created_at - interval '1 second')::int as n,
             min(e.at)::text as first
      from request_events e join requests r on r.id = e.request_id`);
    expect(events!.n).toBe(0);
    expect(new Date(events!.first).getTime()).toBeLessThan(NOW.getTime() - 300 * 86_400_000);
  });

  it('gives every demo account something to see, and unread notifications', async () => {
    const hrList = await get('hr@example.com', '/api/job?from=2025-01-01T00:00:00Z&limit=10');
    expect(hrList.total).toBeGreaterThan(50);
    const shifts = await get('nurse@example.com', '/api/me/shifts');
    expect(shifts.offers.length).toBeGreaterThanOrEqual(2);
    expect(shifts.upcoming.length).toBeGreaterThanOrEqual(1);
    const board = await get('agency@example.com', '/api/agency/jobs');
    expect(board.total).toBe(2);
    for (const email of [
      'hr@example.com',
      'ward@example.com',
      'nurse@example.com',
      'agency@example.com',
    ]) {
      const bell = await get(email, '/api/notifications');
      expect(bell.unread, email).toBeGreaterThan(0);
    }
    const admin = await get('admin@example.com', '/api/job?from=2025-01-01T00:00:00Z&limit=10');
    expect(admin.total).toBeGreaterThan(hrList.total);
  });

  it('shows the falling agency share and the faster fills in the reports', async () => {
    const report = await get('hr@example.com', '/api/reports/fill?from=2025-11-25&to=2026-11-24');
    const months = report.months as {
      month: string;
      posted: number;
      agencies: number;
      timeToFill: { medianMinutes: number | null };
    }[];
    const share = (list: typeof months) =>
      list.reduce((sum, month) => sum + month.agencies, 0) /
      list.reduce((sum, month) => sum + month.posted, 0);
    const firstThree = months.slice(0, 3);
    const last = months.at(-2)!; // the last whole month
    expect(share(firstThree)).toBeGreaterThan(0.18);
    expect(share([last])).toBeLessThan(0.1);
    expect(last.timeToFill.medianMinutes!).toBeLessThan(firstThree[1]!.timeToFill.medianMinutes!);
  });

  it('confirms and approves the hours of every past month, a few corrected, one by the task', async () => {
    // Shifts that ended before yesterday (Berlin): all confirmed and approved, month by month.
    const waitingSince = '2026-11-23T23:00:00Z';
    const months = await rows<{ month: string; approved: number; open: number }>(sql`
      select to_char(t.booked_start at time zone 'Europe/Berlin', 'YYYY-MM') as month,
             count(*) filter (where t.state in ('approved', 'corrected'))::int as approved,
             count(*) filter (where t.state not in ('approved', 'corrected'))::int as open
      from timesheets t where t.booked_end < ${waitingSince}::timestamptz group by 1 order by 1`);
    expect(months.map((row) => row.month)).toEqual(PAST_MONTHS);
    for (const month of months) {
      expect(month.approved, month.month).toBeGreaterThan(0);
      expect(month.open, month.month).toBe(0);
    }
    const [kinds] = await rows<{
      corrected: number;
      reasons: number;
      byTask: number;
      byDispatcher: number;
      timeline: number;
    }>(sql`
      select count(*) filter (where t.state = 'corrected')::int as corrected,
             count(*) filter (where t.state = 'corrected' and t.correction_reason <> '')::int as reasons,
             count(*) filter (where t.state = 'approved' and t.approved_by is null)::int as "byTask",
             count(*) filter (where t.agency_id is not null and t.submitted_by <> t.user_id)::int as "byDispatcher",
             (select count(*)::int from request_events e where e.kind = 'timesheet_auto_approved') as timeline
      from timesheets t`);
    expect(kinds).toMatchInlineSnapshot(`
      {
        "byDispatcher": 21,
        "byTask": 1,
        "corrected": 8,
        "reasons": 8,
        "timeline": 1,
      }
    `);
    // Each step at its moment: confirmed after the shift ended, approved after confirmed, before now.
    const [disorder] = await rows<{ n: number }>(sql`
      select count(*)::int as n from timesheets
      where submitted_at < booked_end or approved_at < submitted_at or approved_at > ${NOW.toISOString()}::timestamptz`);
    expect(disorder!.n).toBe(0);
  });

  it('numbers the invoices without gaps and has them paid, one overdue, one corrected', async () => {
    const numbers = await rows<{ issuer: string; year: string; sequence: number[] }>(sql`
      select issuer_key as issuer, substr(number, 4, 4) as year,
             array_agg(substr(number, 9)::int order by substr(number, 9)::int) as sequence
      from invoices group by 1, 2`);
    expect(numbers.length).toBeGreaterThan(1);
    for (const { issuer, year, sequence } of numbers) {
      expect(sequence, `${issuer} ${year}`).toEqual(sequence.map((_, index) => index + 1));
    }
    // One page holds the demo's every invoice (the list is paged).
    const page = await get('admin@example.com', '/api/invoices?pageSize=100');
    const list = page.items as {
      kind: string;
      status: string;
      issuerKind: string;
      correctsInvoiceId: string | null;
    }[];
    expect(list).toHaveLength(page.total as number);
    const count = (status: string) =>
      list.filter((item) => item.kind === 'invoice' && item.status === status).length;
    expect({
      paid: count('paid'),
      overdue: count('overdue'),
      cancelled: count('cancelled'),
      creditNotes: list.filter((item) => item.kind === 'credit_note').length,
    }).toMatchInlineSnapshot(`
      {
        "cancelled": 1,
        "creditNotes": 1,
        "overdue": 1,
        "paid": 31,
      }
    `);
    expect(count('paid')).toBeGreaterThan(count('issued'));
    // The demo platform charges a commission: its invoices carry amounts (the dashboard's earnings).
    const commissions = (
      list as unknown as { issuerKind: string; kind: string; netCents: number }[]
    ).filter((item) => item.issuerKind === 'platform' && item.kind === 'invoice');
    expect(commissions.length).toBeGreaterThan(10);
    expect(commissions.filter((item) => item.netCents <= 0)).toEqual([]);
    // Every month with approved agency hours has its invoice to the clinic and its commission invoice.
    const [unbilled] = await rows<{ n: number }>(sql`
      select count(*)::int as n from timesheets t
      where t.agency_id is not null and t.state in ('approved', 'corrected') and t.approved_at < '2026-11-01T05:00:00Z'
        and not exists (select 1 from invoice_timesheets l join invoices i on i.id = l.invoice_id
                        where l.timesheet_id = t.id and i.status <> 'cancelled' and i.kind = 'invoice')`);
    expect(unbilled!.n).toBe(0);
    // The run's e-mails (with their PDF and XML) are in the outbox as delivered: a start with
    // SMTP_URL set sends none of them again.
    const [mails] = await rows<{ all: number; pending: number }>(sql`
      select count(*)::int as all, count(*) filter (where status <> 'sent')::int as pending
      from outbox where attachment_ref like 'invoice:%'`);
    expect(mails!.all).toBeGreaterThan(30);
    expect(mails!.pending).toBe(0);
  });

  it('bills an agency night into a Hamburg holiday with its night and holiday surcharges', async () => {
    const lines = await rows<{ description: string; net_cents: number }>(sql`
      select l.description, l.net_cents from invoice_lines l join invoices i on i.id = l.invoice_id
      where i.kind = 'invoice' and i.issuer_kind = 'agency' and l.description like 'Zuschlag %'`);
    const bands = new Set(lines.map((line) => line.description.split(' %')[0]));
    expect(bands).toContain('Zuschlag Feiertagsarbeit 135');
    expect(bands).toContain('Zuschlag Nachtarbeit 20');
    expect(lines.every((line) => line.net_cents > 0)).toBe(true);
  });

  it("leaves yesterday's hours waiting for the demo nurse and for the ward manager", async () => {
    const mine = (await get('nurse@example.com', '/api/timesheets/to-confirm')).items as {
      state: string;
      booked: { start: string };
    }[];
    const waiting = mine.filter((item) => item.state === 'awaiting_worker');
    expect(waiting.map((item) => item.booked.start)).toEqual(['2026-11-24T05:00:00.000Z']);
    const week = (await get('ward@example.com', '/api/timesheets/week?week=2026-11-23')).items as {
      state: string;
      booked: { start: string };
    }[];
    expect(
      week.filter((item) => item.state === 'submitted').map((item) => item.booked.start),
    ).toEqual(['2026-11-24T13:00:00.000Z']);
    // The app asked the nurse at her shift's end.
    const bell = await get('nurse@example.com', '/api/notifications');
    expect(JSON.stringify(bell)).toContain('timesheet_due');
  });

  it('shows on-call duty under ArbZG §7: the agreement, consents and a filled 24-hour duty', async () => {
    const [agreement] = await rows<{ hours: number }>(
      sql`select max_duty_hours as hours from on_call_agreements`,
    );
    expect(agreement?.hours).toBe(24);
    const consents = await rows<{ n: number }>(
      sql`select count(*)::int as n from on_call_consents where revoked_at is null`,
    );
    expect(consents[0]?.n).toBe(2);
    const duties = await rows<{ state: string; hours: number; consented: boolean }>(
      sql`select r.state, extract(epoch from s.ends_at - s.starts_at)::int / 3600 as hours,
            exists (select 1 from on_call_consents c where c.user_id = a.user_id) as consented
          from shifts s join requests r on r.id = s.request_id
          join applications a on a.request_id = r.id and a.state = 'selected'
          where s.duty_kind = 'on_call'`,
    );
    expect(duties).toEqual([{ state: 'internal_fill', hours: 24, consented: true }]);
  });

  it('creates nothing twice on a second start', async () => {
    const before = await ctx.db.select({ n: count() }).from(requests);
    const again = await seedDemoHistory(ctx.db, {
      now: NOW,
      log: ctx.app.log,
      publicUrl: TEST_PUBLIC_URL,
      filesRoot: os.tmpdir(),
      password: DEMO_PASSWORD,
    });
    expect(again.requests).toBe(0);
    expect(await seedDemo(ctx.db, NOW)).toBe(0);
    expect(await ctx.db.select({ n: count() }).from(requests)).toEqual(before);
    expect((await ctx.db.select({ n: count() }).from(organisations))[0]!.n).toBe(2);
  });
});
