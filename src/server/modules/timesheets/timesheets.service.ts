import { calendarDay } from '#shared/format';
import type { TimesheetList, TimesheetSettings, TimesheetWeek } from '#shared/contracts/timesheets';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { insertAudit } from '#server/modules/audit/audit.service';
import {
  mayAdministerOrganisation,
  resolveScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import { DAY_MS, followUpAt, type TimesheetActor, type TimesheetDeps } from './timesheets.context';
import { createTimesheetActions } from './timesheets.actions';
import { createFollowUp } from './timesheets.follow-up';
import { toTimesheet } from './timesheets.mapping';
import * as q from './timesheets.queries';

// What other modules use of this module's parts.
export { defaultBreakMinutes } from './timesheets.mapping';
export { MAX_DAILY_MINUTES } from './timesheets.rules';

export { TIMESHEET_TASK } from './timesheets.context';

/** The Monday ('YYYY-MM-DD') of the week a calendar day lies in. */
function mondayOfDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** Confirmed timesheets stay on the worker's list this long, so they see what they sent. */
const CONFIRMED_SHOWN_DAYS = 14;

export function createTimesheetService(deps: TimesheetDeps) {
  const { db, clock } = deps;

  return {
    ...createTimesheetActions(deps),
    onFollowUp: createFollowUp(deps),

    /**
     * A selection was made (in its transaction): one timesheet per shift of the request, each
     * with its follow-up at the shift's end, when it becomes due.
     */
    async placed(
      tx: Db,
      placement: {
        id: string;
        requestId: string;
        organisationId: string;
        agencyId: string | null;
        userId: string;
      },
      shifts: { id: string; departmentId: string | null; startsAt: Date; endsAt: Date }[],
    ) {
      const rows = await q.insertTimesheets(
        tx,
        shifts.map((shift) => ({
          placementId: placement.id,
          shiftId: shift.id,
          requestId: placement.requestId,
          organisationId: placement.organisationId,
          departmentId: shift.departmentId,
          agencyId: placement.agencyId,
          userId: placement.userId,
          bookedStart: shift.startsAt,
          bookedEnd: shift.endsAt,
        })),
      );
      for (const row of rows) await followUpAt(tx, row.id, row.bookedEnd);
      if (rows.some((row) => row.bookedEnd <= clock.now())) deps.onTaskScheduled?.();
    },

    /** A worker's own, or a dispatcher's agency staff's: ended shifts, awaiting first. */
    async toConfirm(actor: TimesheetActor): Promise<TimesheetList> {
      const agencyIds =
        actor.role === 'AGENCY' ? await q.dispatchedAgencyIds(db, actor.userId) : [];
      const views = await q.listToConfirm(
        db,
        actor.userId,
        agencyIds,
        clock.now(),
        CONFIRMED_SHOWN_DAYS,
      );
      const items = views.map((view) => toTimesheet(view, actor.userId));
      const order = (state: string) => (state === 'awaiting_worker' ? 0 : 1);
      return { items: items.sort((a, b) => order(a.state) - order(b.state)) };
    },

    /** Every timesheet of a week (Monday to Sunday on the organisation's clock) in the scope. */
    async week(
      actor: TimesheetActor,
      query: { week: string; departmentId?: string },
    ): Promise<TimesheetWeek> {
      const scope = await resolveScope(db, actor);
      if (scope.all) throw new AppError('FORBIDDEN');
      const monday = Date.parse(`${query.week}T00:00:00Z`);
      const days = new Set(
        Array.from({ length: 7 }, (_, i) =>
          new Date(monday + i * DAY_MS).toISOString().slice(0, 10),
        ),
      );
      // A day more each side covers every zone; the days are then read on each clinic's clock.
      const views = await q.listManagedBetween(
        db,
        scope,
        new Date(monday - DAY_MS),
        new Date(monday + 8 * DAY_MS),
      );
      const items = views
        .filter((view) => days.has(calendarDay(view.row.bookedStart, view.organisationTimeZone)))
        .filter((view) => !query.departmentId || view.row.departmentId === query.departmentId)
        .map((view) => toTimesheet(view, actor.userId));
      // Hours sent in for an earlier week, which the caller may approve (not their own).
      const earlier = (await q.listSubmittedBefore(db, scope, new Date(monday + DAY_MS)))
        .filter((view) => !query.departmentId || view.row.departmentId === query.departmentId)
        .map((view) => ({
          view,
          day: calendarDay(view.row.bookedStart, view.organisationTimeZone),
        }))
        .filter(({ view, day }) => day < query.week && !toTimesheet(view, actor.userId).ownHours);
      const latest = earlier
        .map(({ day }) => day)
        .sort()
        .at(-1);
      return {
        items,
        waitingBefore: { count: earlier.length, latestWeek: latest ? mondayOfDay(latest) : null },
      };
    },

    async settings(actor: TimesheetActor, organisationId: string): Promise<TimesheetSettings> {
      const scope = await resolveScope(db, actor);
      if (!mayAdministerOrganisation(scope, organisationId)) throw new AppError('NOT_FOUND');
      const row = await q.readOrganisationSettings(db, organisationId);
      if (!row) throw new AppError('NOT_FOUND');
      return { autoApproveAfterDays: row.autoApproveAfterDays };
    },

    /** HR sets the organisation's automatic approval (null: off); recorded in the audit log. */
    async saveSettings(
      actor: TimesheetActor,
      organisationId: string,
      body: TimesheetSettings,
    ): Promise<TimesheetSettings> {
      const before = await this.settings(actor, organisationId);
      await db.transaction(async (tx) => {
        await q.writeAutoApproveDays(tx, organisationId, body.autoApproveAfterDays);
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'organisation',
          entityId: organisationId,
          action: 'update',
          changes: [
            {
              field: 'timesheetAutoApproveDays',
              old: before.autoApproveAfterDays,
              new: body.autoApproveAfterDays,
            },
          ],
        });
      });
      return { autoApproveAfterDays: body.autoApproveAfterDays };
    },
  };
}

export type TimesheetService = ReturnType<typeof createTimesheetService>;
