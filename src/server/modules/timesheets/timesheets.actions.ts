import type {
  ConfirmTimesheetBody,
  CorrectTimesheetBody,
  Timesheet,
} from '#shared/contracts/timesheets';
import { AppError } from '#server/errors';
import { resolveScope } from '#server/modules/organisation-scope/organisation-scope.service';
import {
  DAY_MS,
  checkedWarnings,
  followUpAt,
  recordStep,
  cancelFollowUps,
  refuseOwnHours,
  timeChanges,
  viewsOf,
  type TimesheetActor,
  type TimesheetDeps,
} from './timesheets.context';
import { defaultBreakMinutes } from './timesheets.mapping';
import * as q from './timesheets.queries';
import type { WorkPeriod } from './timesheets.rules';

const isFinal = (row: q.TimesheetRow) => row.state === 'approved' || row.state === 'corrected';

function periodFrom(body: { start: string; end: string; breakMinutes: number }): WorkPeriod {
  return { start: new Date(body.start), end: new Date(body.end), breakMinutes: body.breakMinutes };
}

/** The worker's confirmation, the manager's approval and correction. */
export function createTimesheetActions(deps: TimesheetDeps) {
  const { db, clock } = deps;

  /** Rows a manager may act on, locked; any id outside the scope is not found (all or nothing). */
  async function lockManaged(tx: typeof db, actor: TimesheetActor, ids: string[]) {
    const scope = await resolveScope(tx, actor);
    const rows = await q.lockTimesheets(tx, [...new Set(ids)]);
    const managed = rows.filter(
      (row) =>
        scope.all ||
        (row.departmentId !== null && scope.departmentIds.includes(row.departmentId)) ||
        scope.adminOrganisationIds.includes(row.organisationId),
    );
    if (managed.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    return managed;
  }

  return {
    /** The worker's own, or their agency's dispatcher: the actual times, or as booked. */
    async confirm(
      actor: TimesheetActor,
      id: string,
      body: ConfirmTimesheetBody,
    ): Promise<Timesheet> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const agencyIds =
          actor.role === 'AGENCY' ? await q.dispatchedAgencyIds(tx, actor.userId) : [];
        const [row] = await q.lockTimesheets(tx, [id]);
        const mayConfirm =
          row &&
          (row.userId === actor.userId ||
            (row.agencyId !== null && agencyIds.includes(row.agencyId)));
        if (!row || !mayConfirm) throw new AppError('NOT_FOUND');
        // A shift of a request cancelled before it started was never worked.
        if (row.requestCancelledAt && row.bookedStart >= row.requestCancelledAt)
          throw new AppError('NOT_FOUND');
        if (isFinal(row)) throw new AppError('TIMESHEET_APPROVED');
        if (row.bookedEnd > now) throw new AppError('TIMESHEET_NOT_DUE');

        const asBooked = 'asBooked' in body;
        const span = Math.round((row.bookedEnd.getTime() - row.bookedStart.getTime()) / 60_000);
        const period = asBooked
          ? { start: row.bookedStart, end: row.bookedEnd, breakMinutes: defaultBreakMinutes(span) }
          : periodFrom(body);
        const warnings = await checkedWarnings(tx, row, period, now);
        await q.updateTimesheet(tx, id, {
          actualStart: period.start,
          actualEnd: period.end,
          breakMinutes: period.breakMinutes,
          warnings,
          state: 'submitted',
          submittedAt: now,
          submittedBy: actor.userId,
        });
        await recordStep(tx, row, {
          kind: 'timesheet_submitted',
          actorId: actor.userId,
          changes: [
            { field: 'state', old: row.state, new: 'submitted' },
            ...timeChanges(row, period),
          ],
          detail: { asBooked, breakMinutes: period.breakMinutes, warnings },
        });
        // The manager's first reminder a day after submission (or the automatic approval).
        await cancelFollowUps(tx, id);
        await followUpAt(tx, id, new Date(now.getTime() + DAY_MS));
      });
      deps.onTaskScheduled?.();
      return (await viewsOf(db, [id], actor.userId))[0]!;
    },

    /**
     * Approves submitted hours, one or many at once; warnings must be acknowledged, and none may
     * be the caller's own.
     */
    async approve(
      actor: TimesheetActor,
      ids: string[],
      acknowledgeWarnings = false,
    ): Promise<{ items: Timesheet[] }> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const rows = await lockManaged(tx, actor, ids);
        refuseOwnHours(actor, rows);
        if (rows.some(isFinal)) throw new AppError('TIMESHEET_APPROVED');
        if (rows.some((row) => row.state !== 'submitted'))
          throw new AppError('TIMESHEET_NOT_SUBMITTED');
        if (!acknowledgeWarnings && rows.some((row) => row.warnings.length > 0))
          throw new AppError('TIMESHEET_WARNINGS');
        for (const row of rows) {
          await q.updateTimesheet(tx, row.id, {
            state: 'approved',
            approvedAt: now,
            approvedBy: actor.userId,
          });
          await recordStep(tx, row, {
            kind: 'timesheet_approved',
            actorId: actor.userId,
            changes: [{ field: 'state', old: row.state, new: 'approved' }],
            detail: { warnings: row.warnings },
          });
          await cancelFollowUps(tx, row.id);
        }
      });
      return { items: await viewsOf(db, ids, actor.userId) };
    },

    /**
     * Sets the times and approves them in one step, with the reason (after the shift ended); not
     * the caller's own hours.
     */
    async correct(
      actor: TimesheetActor,
      id: string,
      body: CorrectTimesheetBody,
    ): Promise<Timesheet> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await lockManaged(tx, actor, [id]);
        refuseOwnHours(actor, [row!]);
        if (isFinal(row!)) throw new AppError('TIMESHEET_APPROVED');
        if (row!.bookedEnd > now) throw new AppError('TIMESHEET_NOT_DUE');
        const period = periodFrom(body);
        const warnings = await checkedWarnings(tx, row!, period, now);
        if (warnings.length && !body.acknowledgeWarnings) throw new AppError('TIMESHEET_WARNINGS');
        await q.updateTimesheet(tx, id, {
          actualStart: period.start,
          actualEnd: period.end,
          breakMinutes: period.breakMinutes,
          warnings,
          state: 'corrected',
          correctionReason: body.reason,
          approvedAt: now,
          approvedBy: actor.userId,
        });
        await recordStep(tx, row!, {
          kind: 'timesheet_corrected',
          actorId: actor.userId,
          changes: [
            { field: 'state', old: row!.state, new: 'corrected' },
            ...timeChanges(row!, period),
            { field: 'correctionReason', old: null, new: body.reason },
          ],
          detail: { reason: body.reason, breakMinutes: period.breakMinutes, warnings },
        });
        await cancelFollowUps(tx, id);
      });
      return (await viewsOf(db, [id], actor.userId))[0]!;
    },
  };
}
