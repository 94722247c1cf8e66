import { expect } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { Timesheet } from '#shared/contracts/timesheets';
import { fixedClock } from '#server/lib/clock';
import {
  applications,
  auditLog,
  notifications,
  requestEvents,
  requests,
  shifts,
  timesheets,
} from '#server/db/schema/index';
import { berlin } from './clock-fixtures';
import { createUser } from './factories';
import { call, ctx, hrNord, hrSued, medi, nord, useSelectionApp } from './selection-fixtures';
import {
  joinAgency,
  joinDepartment,
  signedIn,
  type TestActor,
  type TestOrganisation,
} from './tenants';

// What the timesheet API tests share: the selection tests' clinics, managers and agencies on a
// clock the tests move, and shifts booked through the real selection so the timesheets are made
// as in production.

export const clock = fixedClock(berlin('2026-11-02T06:00'));
export function useTimesheetApp() {
  useSelectionApp({ clock });
}
export {
  admin,
  ctx,
  hrNord,
  hrSued,
  medi,
  nord,
  sued,
  wardKardio,
  wardNeuro,
  mediDispatcherDe as dispatcher,
  careDispatcher as otherDispatcher,
  call,
  errorOf,
} from './selection-fixtures';

/** A pool member of Kardiologie who can sign in. */
export async function nurse(language: 'en' | 'de' = 'en') {
  const actor = await signedIn(ctx.app, ctx.db, 'USER', language, 'Nina');
  await joinDepartment(ctx.db, nord.departments[0]!.id, actor, 'customer');
  return actor;
}

/** An agency staff member of MediStaff (no sign-in: the dispatcher confirms for them). */
export async function agencyStaff() {
  const person = await createUser(ctx.db, {
    firstName: 'Anna',
    lastName: 'Arzt',
    qualificationLevel: 'Facharzt',
  });
  await joinAgency(ctx.db, medi.id, person.id, 'customer');
  return person;
}

let requestNumber = 0;
/**
 * Books `personId` on a request with these shifts (Berlin wall times) through the selection API,
 * with the clock set before the first shift; answers the timesheets in shift order.
 */
export async function booked(
  personId: string,
  dates: [string, string][],
  options: {
    agencyId?: string;
    departmentId?: string | null;
    organisation?: TestOrganisation;
    selectedBy?: TestActor;
  } = {},
) {
  const organisation = options.organisation ?? nord;
  const departmentId =
    options.departmentId === undefined ? organisation.departments[0]!.id : options.departmentId;
  const instants = dates.map(([start, end]) => ({ startsAt: berlin(start), endsAt: berlin(end) }));
  const [request] = await ctx.db
    .insert(requests)
    .values({
      organisationId: organisation.id,
      departmentId,
      kind: 'staff',
      state: options.agencyId ? 'external_adv' : 'internal_adv',
      title: `Dienst ${++requestNumber}`,
      firstShiftStart: instants[0]!.startsAt,
      lastShiftEnd: instants.at(-1)!.endsAt,
    })
    .returning();
  await ctx.db.insert(shifts).values(
    instants.map((date) => ({
      ...date,
      requestId: request!.id,
      organisationId: organisation.id,
      departmentId,
    })),
  );
  const [application] = await ctx.db
    .insert(applications)
    .values({
      requestId: request!.id,
      userId: personId,
      agencyId: options.agencyId ?? null,
      hourlyRate: 50,
    })
    .returning();
  const selectedBy = options.selectedBy ?? (organisation === nord ? hrNord : hrSued);
  const response = await call(
    selectedBy,
    'POST',
    `/api/job/${request!.id}/applicants/${application!.id}/select`,
    // Sunday shifts need a reason; without warnings it is not used.
    { overrideReason: 'Test booking' },
  );
  expect(response.statusCode, response.body).toBe(200);
  const rows = await ctx.db
    .select()
    .from(timesheets)
    .where(eq(timesheets.requestId, request!.id))
    .orderBy(asc(timesheets.bookedStart));
  return { request: request!, timesheets: rows };
}

export const confirm = (actor: TestActor, id: string, body: unknown) =>
  call(actor, 'POST', `/api/timesheets/${id}/confirm`, body);
export const approve = (actor: TestActor, ids: string[], acknowledgeWarnings?: boolean) =>
  call(actor, 'POST', '/api/timesheets/approve', {
    ids,
    ...(acknowledgeWarnings === undefined ? {} : { acknowledgeWarnings }),
  });
export const correct = (actor: TestActor, id: string, body: unknown) =>
  call(actor, 'POST', `/api/timesheets/${id}/correct`, body);

/** Berlin wall-time hours as the API takes them. */
export const hours = (start: string, end: string, breakMinutes: number) => ({
  start: berlin(start).toISOString(),
  end: berlin(end).toISOString(),
  breakMinutes,
});

export async function rowOf(id: string) {
  const [row] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, id));
  return row!;
}

/** What a refused call must leave as it was: the row, its timeline and audit rows. */
export async function snapshot(id: string) {
  const row = await rowOf(id);
  const [events] = await ctx.db
    .select({ value: count() })
    .from(requestEvents)
    .where(eq(requestEvents.requestId, row.requestId));
  const [audits] = await ctx.db
    .select({ value: count() })
    .from(auditLog)
    .where(eq(auditLog.entityId, id));
  return { row, events: events!.value, audits: audits!.value };
}

export async function notificationsOf(userId: string, kind: string) {
  const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.kind === kind);
}

export const ok = <T = Timesheet>(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};
