import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import { insertAudit, type AuditChange } from '#server/modules/audit/audit.service';
import { insertEvents } from '#server/modules/request-events/request-events.service';
import type { Notifier } from '#server/modules/notifications/notifications.service';
import { cancelTasks, scheduleTask } from '#server/modules/scheduler/scheduler.service';
import * as q from './timesheets.queries';
import { toTimesheet } from './timesheets.mapping';
import { checkTimes, type WorkPeriod } from './timesheets.rules';
import { isOwnHours, periodOf } from './timesheets.mapping';

// What the parts of the timesheet service share: its deps, the one task per timesheet, the
// checks, and the record of each step in the request's timeline and the audit log.

export interface TimesheetActor {
  userId: string;
  role: Role;
}

export interface TimesheetDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Wakes the task runner when a task is already due. */
  onTaskScheduled?: () => void;
}

/** The one pending task of a timesheet: the next reminder, or its automatic approval. */
export const TIMESHEET_TASK = 'timesheet.follow-up';
/**
 * Each follow-up has its own key under the timesheet's prefix: a handler schedules the next one
 * while its own is still pending (the same key would be replaced, then marked done).
 */
export const taskPrefix = (id: string) => `timesheet:${id}:`;
export const DAY_MS = 86_400_000;

export async function followUpAt(tx: Db, id: string, runAt: Date) {
  await scheduleTask(tx, {
    kind: TIMESHEET_TASK,
    key: `${taskPrefix(id)}${runAt.toISOString()}`,
    runAt,
    payload: { timesheetId: id },
  });
}

/** Drops a timesheet's pending follow-ups (approved, or a new one replaces them). */
export async function cancelFollowUps(tx: Db, id: string) {
  await cancelTasks(tx, { keyPrefix: taskPrefix(id) });
}

/** Refused times throw (400, nothing written); else the warnings of the times. */
export async function checkedWarnings(
  tx: Db,
  row: q.LockedTimesheet,
  period: WorkPeriod,
  now: Date,
) {
  const others = await q.otherShiftsOf(tx, row.userId, row.id, period);
  const result = checkTimes(period, others.map(periodOf), row.timeZone, { booking: row, now });
  if (result.refusals.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      result.refusals.map(({ field, key }) => ({ field, key })),
    );
  }
  return result.warnings;
}

/**
 * Nobody approves or corrects hours they worked or confirmed themself: another manager does. The
 * task's automatic approval is no person and passes (it approves plausible hours only).
 */
export function refuseOwnHours(actor: TimesheetActor, rows: q.TimesheetRow[]) {
  if (rows.some((row) => isOwnHours(row, actor.userId))) throw new AppError('TIMESHEET_OWN_HOURS');
}

/** One step of a timesheet: a timeline event on its request and an audit row. */
export async function recordStep(
  tx: Db,
  row: q.TimesheetRow,
  step: {
    kind: string;
    actorId: string | null;
    changes: AuditChange[];
    detail?: Record<string, unknown>;
  },
) {
  await insertEvents(tx, [
    {
      requestId: row.requestId,
      kind: step.kind,
      actorId: step.actorId,
      userId: row.userId,
      detail: { timesheetId: row.id, shiftStart: row.bookedStart.toISOString(), ...step.detail },
    },
  ]);
  await insertAudit(tx, {
    actorId: step.actorId,
    entityType: 'timesheet',
    entityId: row.id,
    action: step.kind.replace(/^timesheet_/, ''),
    changes: step.changes,
  });
}

/** Changes of the times as audit rows: old and new of start, end and break. */
export function timeChanges(row: q.TimesheetRow, period: WorkPeriod): AuditChange[] {
  return [
    {
      field: 'actualStart',
      old: row.actualStart?.toISOString() ?? null,
      new: period.start.toISOString(),
    },
    {
      field: 'actualEnd',
      old: row.actualEnd?.toISOString() ?? null,
      new: period.end.toISOString(),
    },
    { field: 'breakMinutes', old: row.breakMinutes, new: period.breakMinutes },
  ];
}

export async function viewsOf(db: Db, ids: string[], callerId: string) {
  const views = await q.listViews(db, q.byIds(ids));
  return views.map((view) => toTimesheet(view, callerId));
}
