import { calendarDay } from '#shared/format';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { requests, timesheets, users } from '#server/db/schema/index';
import type { Agenda } from './agenda';
import type { DemoDriver } from './driver';
import { DAY, HOUR, MINUTE, addDays, berlinAt, type Random } from './random';
import type { DemoWorld } from './structure';

/**
 * The hours of the booked shifts: after each shift the worker confirms (an
 * agency's staff through their dispatcher), the ward manager approves the next morning, a few
 * are corrected with a reason, and one of St. Marien's is approved by the follow-up task after
 * the days HR set. Shifts that ended since yesterday are left waiting: the app asks at their end.
 */

/** Corrections a ward manager writes: the times as they were, and why. */
const CORRECTIONS = [
  { reason: 'Übergabe dauerte 30 Minuten länger', endShift: 30, breakMinutes: 30 },
  { reason: 'Pause laut Dienstplan 45 Minuten', endShift: 0, breakMinutes: 45 },
  { reason: 'Dienst auf Anweisung eine Stunde früher beendet', endShift: -60, breakMinutes: 30 },
];
/** St. Marien's HR approves confirmed hours automatically after this many days. */
export const AUTO_APPROVE_DAYS = 3;
const CORRECTED_SHARE = 0.06;

type Row = Awaited<ReturnType<typeof readTimesheets>>[number];

/** The timesheets made since `since` (their created_at; the demo writes one step at a time). */
async function readTimesheets(db: Db, since: Date) {
  const rows = await db
    .select({ row: timesheets, cancelledAt: requests.cancelledAt })
    .from(timesheets)
    .innerJoin(requests, eq(requests.id, timesheets.requestId))
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(gte(timesheets.createdAt, since))
    // By e-mail, not id: ids are random, and every run must draw the same dice for the same shift.
    .orderBy(asc(timesheets.bookedStart), asc(users.email));
  return rows.map(({ row, cancelledAt }) => ({ ...row, cancelledAt }));
}

export function createHours(
  db: Db,
  driver: DemoDriver,
  random: Random,
  world: DemoWorld,
  agenda: Agenda,
  options: { now: Date; today: string },
) {
  const waitingSince = berlinAt(addDays(options.today, -1), 0);
  const seen = new Set<string>();
  // Reading only what is new keeps the year linear: the whole table grows to hundreds of rows.
  let newestSeen = new Date(0);
  const clinics = [world.nord, world.sued];
  const managers = new Map(
    clinics.flatMap((clinic) =>
      clinic.wards.map((ward) => [ward.id, { userId: ward.managerId, role: 'ORG_SUB' as const }]),
    ),
  );
  const hrOf = new Map(
    clinics.map((clinic) => [clinic.id, { userId: clinic.hrId, role: 'ORG_ADMIN' as const }]),
  );
  const dispatchers = new Map(world.agencies.map((agency) => [agency.id, agency.dispatcherId]));
  /** One approval per manager and morning: the week's screen approves them together. */
  const mornings = new Map<string, { ids: string[]; played: boolean }>();
  let autoApproval: 'open' | 'chosen' = 'open';

  const approverOf = (row: Row) =>
    (row.departmentId && managers.get(row.departmentId)) || hrOf.get(row.organisationId)!;

  function confirm(row: Row, at: Date) {
    const actor = row.agencyId
      ? { userId: dispatchers.get(row.agencyId) ?? row.userId, role: 'AGENCY' as const }
      : { userId: row.userId, role: 'USER' as const };
    agenda.add(at, `timesheet ${row.id} confirmed`, () =>
      driver.at(at, () => driver.timesheets.confirm(actor, row.id, { asBooked: true })),
    );
  }

  /** The first 09:00–10:59 after `from` (Berlin), the manager's morning round. */
  function approvalTime(row: Row, from: Date) {
    let day = calendarDay(from);
    if (from >= berlinAt(day, 9)) day = addDays(day, 1);
    const approver = approverOf(row);
    const key = `${approver.userId} ${day}`;
    let morning = mornings.get(key);
    if (!morning || morning.played) {
      const at = berlinAt(day, 9, random.int(0, 119) + (morning ? 5 : 0));
      const created = { ids: [] as string[], played: false };
      mornings.set(key, created);
      agenda.add(at, `timesheets approved by ${approver.userId}`, async () => {
        created.played = true;
        if (created.ids.length)
          await driver.at(at, () => driver.timesheets.approve(approver, created.ids, true));
      });
      morning = created;
    }
    return morning;
  }

  function correct(row: Row, at: Date) {
    const change = random.pick(CORRECTIONS);
    const body = {
      start: row.bookedStart.toISOString(),
      end: new Date(row.bookedEnd.getTime() + change.endShift * MINUTE).toISOString(),
      breakMinutes: change.breakMinutes,
      reason: change.reason,
      acknowledgeWarnings: true,
    };
    agenda.add(at, `timesheet ${row.id} corrected`, () =>
      driver.at(at, () => driver.timesheets.correct(approverOf(row), row.id, body)),
    );
  }

  /** The follow-up task approves it: HR set the days first, then nobody approves it by hand. */
  function approvedByTask(row: Row, confirmedAt: Date) {
    const hr = hrOf.get(row.organisationId)!;
    const setAt = new Date(confirmedAt.getTime() - 6 * HOUR);
    agenda.add(setAt, 'automatic approval set', () =>
      driver.at(setAt, () =>
        driver.timesheets.saveSettings(hr, row.organisationId, {
          autoApproveAfterDays: AUTO_APPROVE_DAYS,
        }),
      ),
    );
    const due = new Date(confirmedAt.getTime() + AUTO_APPROVE_DAYS * DAY + 10 * MINUTE);
    agenda.add(due, `timesheet ${row.id} approved by the task`, () => driver.deadlines(due));
  }

  function plan(row: Row) {
    // A shift of a request cancelled before it began was never worked.
    if (row.cancelledAt && row.bookedStart >= row.cancelledAt) return;
    if (row.bookedEnd >= waitingSince) {
      // Ended since yesterday: the app asks the worker at the shift's end; the rest is today's.
      if (row.bookedEnd <= options.now && row.state === 'awaiting_worker') {
        agenda.add(row.bookedEnd, `timesheet ${row.id} due`, () => driver.deadlines(row.bookedEnd));
      }
      return;
    }
    const confirmedAt = new Date(
      row.bookedEnd.getTime() + (row.agencyId ? random.int(30, 300) : random.int(5, 90)) * MINUTE,
    );
    confirm(row, confirmedAt);
    const sued = row.organisationId === world.sued.id;
    if (
      sued &&
      !row.agencyId &&
      autoApproval === 'open' &&
      row.bookedStart.getTime() > options.now.getTime() - 200 * DAY
    ) {
      autoApproval = 'chosen';
      approvedByTask(row, confirmedAt);
      return;
    }
    if (random.chance(CORRECTED_SHARE))
      correct(row, new Date(confirmedAt.getTime() + random.int(8, 14) * HOUR));
    else approvalTime(row, confirmedAt).ids.push(row.id);
  }

  return {
    /** Plans the lives of the timesheets made since the last call (by the selections in between). */
    async collect() {
      // A millisecond back: the driver's Date drops the microseconds; `seen` skips the repeats.
      for (const row of await readTimesheets(db, new Date(newestSeen.getTime() - 1))) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        if (row.createdAt > newestSeen) newestSeen = row.createdAt;
        plan(row);
      }
    },
  };
}
