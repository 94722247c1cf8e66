import type { Db } from '#server/db/client';
import {
  dispatcherIds,
  hrUserIds,
  wardManagerIds,
} from '#server/modules/directory/directory.service';
import type { ScheduledTask } from '#server/modules/scheduler/scheduler.service';
import { DAY_MS, followUpAt, recordStep, type TimesheetDeps } from './timesheets.context';
import { periodOf } from './timesheets.mapping';
import * as q from './timesheets.queries';
import { checkTimes } from './timesheets.rules';

/** Where the notifications lead, under the language root (the web's timesheet screens). */
export const WORKER_PATH = '/my-shifts/timesheets';
export const AGENCY_PATH = '/agency/timesheets';
export const MANAGER_PATH = '/hospital/timesheets';

/**
 * The timesheet's follow-up task, on the runner's clock: it first fires when the shift ends and
 * asks the worker (or the agency's dispatchers) to confirm, then once a day while they are late;
 * after submission it reminds the ward manager (HR when the request has no station) once a day,
 * or approves automatically after the organisation's N days when there is no warning and the
 * hours are plausible (inside the organisation's tolerance as it is set then).
 */
export function createFollowUp(deps: TimesheetDeps) {
  async function payloadOf(tx: Db, row: q.TimesheetRow) {
    const [view] = await q.listViews(tx, q.byIds([row.id]));
    return {
      title: view?.title ?? '',
      organisation: view?.organisationName ?? '',
      timeZone: view?.organisationTimeZone,
      dates: [{ start: row.bookedStart.toISOString(), end: row.bookedEnd.toISOString() }],
    };
  }

  async function remindWorker(tx: Db, row: q.TimesheetRow, now: Date) {
    const userIds = row.agencyId ? await dispatcherIds(tx, row.agencyId) : [row.userId];
    await deps.notifier.notify(tx, {
      userIds,
      kind: 'timesheet_due',
      requestId: row.requestId,
      payload: await payloadOf(tx, row),
      link: row.agencyId ? AGENCY_PATH : WORKER_PATH,
    });
    await q.updateTimesheet(tx, row.id, { remindedAt: now });
    await followUpAt(tx, row.id, new Date(now.getTime() + DAY_MS));
  }

  async function remindManagers(
    tx: Db,
    row: q.TimesheetRow,
    now: Date,
    autoApproveAt: Date | null,
  ) {
    const wards = await wardManagerIds(tx, row.departmentId);
    const userIds = wards.length ? wards : await hrUserIds(tx, row.organisationId);
    await deps.notifier.notify(tx, {
      userIds,
      kind: 'timesheet_submitted',
      requestId: row.requestId,
      payload: await payloadOf(tx, row),
      link: MANAGER_PATH,
    });
    await q.updateTimesheet(tx, row.id, { remindedAt: now });
    const next = new Date(now.getTime() + DAY_MS);
    await followUpAt(tx, row.id, autoApproveAt && autoApproveAt < next ? autoApproveAt : next);
  }

  /**
   * Whether the stored hours would pass every check of a confirmation now: the tolerance may have
   * been narrowed since, or the row stored before there was one.
   */
  async function stillValid(tx: Db, row: q.LockedTimesheet, now: Date) {
    const period = periodOf(row);
    const others = await q.otherShiftsOf(tx, row.userId, row.id, period);
    const checked = checkTimes(period, others.map(periodOf), row.timeZone, { booking: row, now });
    return checked.refusals.length === 0;
  }

  return async function onFollowUp(tx: Db, task: ScheduledTask, { now }: { now: Date }) {
    const id = typeof task.payload.timesheetId === 'string' ? task.payload.timesheetId : '';
    const [row] = await q.lockTimesheets(tx, id ? [id] : []);
    if (!row || row.state === 'approved' || row.state === 'corrected') return;
    if (row.state === 'awaiting_worker') {
      // A shift of a request cancelled before it started was never worked: nobody is asked.
      if (row.requestCancelledAt && row.bookedStart >= row.requestCancelledAt) return;
      return remindWorker(tx, row, now);
    }

    const settings = await q.readOrganisationSettings(tx, row.organisationId);
    const days = settings?.autoApproveAfterDays ?? null;
    // Warnings need a person's acknowledgement, and hours a confirmation would refuse today (outside
    // the tolerance above all) a person's decision: neither is ever approved automatically.
    const autoApproveAt =
      days !== null &&
      row.warnings.length === 0 &&
      row.submittedAt &&
      (await stillValid(tx, row, now))
        ? new Date(row.submittedAt.getTime() + days * DAY_MS)
        : null;
    if (autoApproveAt && autoApproveAt <= now) {
      await q.updateTimesheet(tx, row.id, { state: 'approved', approvedAt: now, approvedBy: null });
      await recordStep(tx, row, {
        kind: 'timesheet_auto_approved',
        actorId: null,
        changes: [{ field: 'state', old: row.state, new: 'approved' }],
        detail: { afterDays: days },
      });
      return;
    }
    return remindManagers(tx, row, now, autoApproveAt);
  };
}
