import type { Timesheet } from '#shared/contracts/timesheets';
import { surchargeMinutes } from '#server/modules/pay/pay.service';
import type { TimesheetRow, TimesheetView } from './timesheets.queries';
import { workedMinutes, type WorkPeriod } from './timesheets.rules';

/** The break "hours as booked" assumes: the least §4 ArbZG asks for the booked span. */
export function defaultBreakMinutes(spanMinutes: number): number {
  if (spanMinutes <= 6 * 60) return 0;
  return spanMinutes - 30 <= 9 * 60 ? 30 : 45;
}

/** The period a row stands for in the checks: its confirmed times, else the booked ones. */
export function periodOf(
  row: Pick<
    TimesheetRow,
    'bookedStart' | 'bookedEnd' | 'actualStart' | 'actualEnd' | 'breakMinutes'
  >,
): WorkPeriod {
  if (row.actualStart && row.actualEnd) {
    return { start: row.actualStart, end: row.actualEnd, breakMinutes: row.breakMinutes ?? 0 };
  }
  const span = Math.round((row.bookedEnd.getTime() - row.bookedStart.getTime()) / 60_000);
  return { start: row.bookedStart, end: row.bookedEnd, breakMinutes: defaultBreakMinutes(span) };
}

/** Hours a person worked or confirmed are their own: they may not approve or correct them. */
export const isOwnHours = (row: Pick<TimesheetRow, 'userId' | 'submittedBy'>, userId: string) =>
  row.userId === userId || row.submittedBy === userId;

const step = (at: Date | null, id: string | null, name: string | null) =>
  at ? { at: at.toISOString(), by: id ? { _id: id, name: name ?? '' } : null } : null;

/** The timesheet as `callerId` sees it (whether the hours are their own). */
export function toTimesheet(view: TimesheetView, callerId: string): Timesheet {
  const { row } = view;
  const actual =
    row.actualStart && row.actualEnd
      ? {
          start: row.actualStart.toISOString(),
          end: row.actualEnd.toISOString(),
          breakMinutes: row.breakMinutes ?? 0,
        }
      : null;
  return {
    _id: row.id,
    requestId: row.requestId,
    title: view.title,
    organisationName: view.organisationName,
    organisationTimeZone: view.organisationTimeZone,
    departmentName: view.departmentName,
    person: { _id: row.userId, name: view.personName ?? '' },
    agency: row.agencyId ? { _id: row.agencyId, name: view.agencyName ?? '' } : null,
    state: row.state,
    booked: { start: row.bookedStart.toISOString(), end: row.bookedEnd.toISOString() },
    actual,
    workedMinutes: actual ? workedMinutes(periodOf(row)) : null,
    surchargeMinutes:
      actual && view.surchargeRules
        ? surchargeMinutes(periodOf(row), view.federalState, view.surchargeRules)
        : null,
    warnings: row.warnings,
    submitted: step(row.submittedAt, row.submittedBy, view.submitterName),
    approved: step(row.approvedAt, row.approvedBy, view.approverName),
    correctionReason: row.correctionReason,
    ownHours: isOwnHours(row, callerId),
  };
}
