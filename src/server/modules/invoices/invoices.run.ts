import { calendarDay } from '#shared/format';
import type { BillingProblemDetails, BillingProblemReason } from '#shared/contracts/invoices';
import type { Db } from '#server/db/client';
import { startOfGermanDay } from '#server/lib/clock';
import { errorLogFields } from '#server/lib/log-redaction';
import { scheduleTask, type TaskHandler } from '#server/modules/scheduler/scheduler.service';
import { addBands, noBands, surchargeMinutes } from '#server/modules/pay/pay.service';
import type { FederalState, SurchargeRules } from '#shared/surcharges';
import { berlinMonth, type BerlinMonth } from './invoices.money';
import {
  agencyInvoiceIn,
  agencyPlacement,
  commissionInvoiceIn,
  type BillableHours,
  type IssueContext,
} from './invoices.issue';
import type { PlatformIssuer } from './invoices.platform';
import type { InvoiceRow } from './invoices.queries';
import { enqueueInvoiceMails, type InvoiceMail } from './invoices.mail';
import { MAX_MONTH_MINUTES, NotBillable, checkMonthMinutes, problemOf } from './invoices.problems';
import * as problems from './invoices.problems.queries';
import * as q from './invoices.run.queries';

export type { InvoiceMail };

/**
 * The billing run: approved timesheets become the agency's invoice to the
 * clinic and the platform's commission invoice, per placement, for a closed Berlin month.
 */

type Unbilled = Awaited<ReturnType<typeof q.unbilledTimesheets>>[number];

/** The month before today's in Germany: the last one whose shifts have all begun. */
export function lastClosedMonth(now: Date): string {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Where the surcharges of a placement's hours come from: its organisation's state and rules. */
export interface PayContext {
  federalState: FederalState | null;
  surchargeRules: SurchargeRules;
}

type HoursRow = Pick<Unbilled, 'bookedStart' | 'onCall' | 'minutes'> &
  Partial<Pick<Unbilled, 'actualStart' | 'actualEnd' | 'breakMinutes'>>;

/**
 * Sums worked minutes per service month (the shift's start in Germany), active and on call apart,
 * and with `pay` the active minutes' surcharge bands (on-call duty is paid by its own rate).
 * A timesheet of negative or fractional minutes, or a month of more minutes than it has, is refused.
 */
export function hoursByMonth(
  placementId: string,
  rows: HoursRow[],
  pay?: PayContext,
): BillableHours[] {
  const months = new Map<string, BillableHours>();
  for (const row of rows) {
    const period = calendarDay(row.bookedStart).slice(0, 7);
    if (!Number.isSafeInteger(row.minutes) || row.minutes < 0) {
      throw new NotBillable('HOURS_OUT_OF_RANGE', {
        serviceMonth: period,
        minutes: row.minutes,
        limitMinutes: MAX_MONTH_MINUTES,
      });
    }
    const hours = months.get(period) ?? { placementId, period, activeMinutes: 0, onCallMinutes: 0 };
    if (row.onCall) hours.onCallMinutes += row.minutes;
    else hours.activeMinutes += row.minutes;
    checkMonthMinutes(hours.activeMinutes + hours.onCallMinutes, period);
    // Banded after the check: a span past the month's length never gets walked hour by hour.
    if (pay && !row.onCall && row.actualStart && row.actualEnd) {
      const span = {
        start: row.actualStart,
        end: row.actualEnd,
        breakMinutes: row.breakMinutes ?? 0,
      };
      hours.surchargeMinutes = addBands(
        hours.surchargeMinutes ?? noBands(),
        surchargeMinutes(span, pay.federalState, pay.surchargeRules),
      );
    }
    months.set(period, hours);
  }
  return [...months.values()]
    .filter((hours) => hours.activeMinutes + hours.onCallMinutes > 0)
    .sort((a, b) => a.period.localeCompare(b.period));
}

/**
 * One invoice of `issuerKind` for the placement's unbilled timesheets up to the month's end, or
 * none: nothing left to bill, or this month's invoice stands already (hours approved after it
 * wait for the next month's run, so no invoice is ever changed).
 */
async function billPlacement(
  tx: Db,
  context: IssueContext,
  issuerKind: InvoiceRow['issuerKind'],
  placementId: string,
  month: BerlinMonth,
) {
  const rows = await q.unbilledTimesheets(tx, { issuerKind, until: month.until, placementId });
  if (!rows.length || (await q.hasStandingInvoice(tx, issuerKind, placementId, month.firstDay)))
    return undefined;
  const placement = await agencyPlacement(tx, placementId);
  // An organisation without surcharge rules bills none (the rates agreed before stay as they were).
  const { federalState, surchargeRules } = placement;
  const pay = surchargeRules ? { federalState, surchargeRules } : undefined;
  const months = hoursByMonth(placementId, rows, pay);
  if (!months.length) return undefined;
  const issue = issuerKind === 'agency' ? agencyInvoiceIn : commissionInvoiceIn;
  const invoice = await issue(tx, context, placement, month, months);
  await q.linkTimesheets(
    tx,
    invoice.id,
    rows.map((row) => row.id),
  );
  return invoice;
}

export interface BillingRunResult {
  month: string;
  /** Placements that got their invoices in this run. */
  invoicedPlacements: number;
  issued: InvoiceRow[];
  /** Placements that could not be invoiced, each with its reason; they are kept in billing_run_problems. */
  problems: { placementId: string; reason: BillingProblemReason; details: BillingProblemDetails }[];
}

export interface RunContext extends IssueContext {
  /** Where an unexpected failure of one placement is logged (the run goes on with the others). */
  log?: { error(fields: object, message: string): void };
}

/**
 * Issues the month's invoices and queues their e-mails. Each placement is its own unit of work: a
 * transaction (a savepoint inside the scheduled task's) holding the placement's billing lock, so a
 * second run at the same time waits and then finds everything billed (idempotent), and a placement
 * that fails rolls back alone, its drawn numbers with it, while the others are invoiced. A failure
 * is recorded as the placement's problem; only the database being away stops the run.
 */
export async function runBilling(
  context: RunContext,
  closing: string,
  mail?: InvoiceMail,
): Promise<BillingRunResult> {
  const month = berlinMonth(closing);
  const result: BillingRunResult = {
    month: closing,
    invoicedPlacements: 0,
    issued: [],
    problems: [],
  };
  const pending = await q.unbilledTimesheets(context.db, {
    issuerKind: 'agency',
    until: month.until,
  });
  const commissionPending = await q.unbilledTimesheets(context.db, {
    issuerKind: 'platform',
    until: month.until,
  });
  const placementIds = [
    ...new Set([...pending, ...commissionPending].map((row) => row.placementId)),
  ];
  for (const placementId of placementIds) {
    try {
      const issued = await context.db.transaction(async (tx) => {
        await q.lockPlacementBilling(tx, placementId);
        const agency = await billPlacement(tx, context, 'agency', placementId, month);
        const commission = await billPlacement(tx, context, 'platform', placementId, month);
        const issued = [agency, commission].filter((invoice) => invoice !== undefined);
        // Queued with the invoices: both commit, or neither.
        if (mail) for (const invoice of issued) await enqueueInvoiceMails(tx, mail, invoice);
        await problems.resolveProblem(tx, placementId, month.firstDay, context.now);
        return issued;
      });
      result.issued.push(...issued);
      if (issued.length) result.invoicedPlacements += 1;
    } catch (error) {
      const problem = problemOf(error);
      if (!problem) throw error;
      if (problem.reason === 'ISSUE_FAILED') {
        context.log?.error(
          { err: errorLogFields(error), placementId },
          'billing run: a placement could not be invoiced',
        );
      }
      await problems.recordProblem(context.db, {
        placementId,
        periodStart: month.firstDay,
        ...problem,
        at: context.now,
      });
      result.problems.push({ placementId, ...problem });
    }
  }
  await problems.resolveSettledProblems(context.db, month.firstDay, month.until, context.now);
  return result;
}

export const BILLING_TASK = 'invoices.monthly-run';

/** The next 1st of a month, 06:00 in Germany: the month before has ended, its late approvals are in. */
export function nextBillingRun(now: Date): Date {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return new Date(startOfGermanDay(next).getTime() + 6 * 3_600_000);
}

/**
 * Schedules the next monthly run; idempotent for a process start. The key names the run's month:
 * a run that scheduled its successor under its own key would move its own row, which the runner
 * then marks done, and no next month would be pending.
 */
export function scheduleBillingRun(db: Db, now: Date) {
  const runAt = nextBillingRun(now);
  return scheduleTask(db, {
    kind: BILLING_TASK,
    key: `${BILLING_TASK}:${calendarDay(runAt).slice(0, 7)}`,
    runAt,
  });
}

/** The task: bills the month that ended, then schedules the next month's run in the same transaction. */
export function billingTask(
  mail: InvoiceMail,
  platform?: PlatformIssuer,
  log?: RunContext['log'],
): TaskHandler {
  return async (tx, _task, { now }) => {
    await runBilling({ db: tx, now, platform, log }, lastClosedMonth(now), mail);
    await scheduleBillingRun(tx, now);
  };
}
