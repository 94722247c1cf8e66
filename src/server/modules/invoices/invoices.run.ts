import { calendarDay } from '#shared/format';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { startOfGermanDay } from '#server/lib/clock';
import { scheduleTask, type TaskHandler } from '#server/modules/scheduler/scheduler.service';
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
import * as q from './invoices.run.queries';

export type { InvoiceMail };

/**
 * The billing run (docs/decisions/027-billing-run.md): approved timesheets become the agency's invoice to the
 * clinic and the platform's commission invoice, per placement, for a closed Berlin month.
 */

type Unbilled = Awaited<ReturnType<typeof q.unbilledTimesheets>>[number];

/** The month before today's in Germany: the last one whose shifts have all begun. */
export function lastClosedMonth(now: Date): string {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Sums worked minutes per service month (the shift's start in Germany), active and on call apart. */
export function hoursByMonth(placementId: string, rows: Pick<Unbilled, 'bookedStart' | 'onCall' | 'minutes'>[]): BillableHours[] {
  const months = new Map<string, BillableHours>();
  for (const row of rows) {
    const period = calendarDay(row.bookedStart).slice(0, 7);
    const hours = months.get(period) ?? { placementId, period, activeMinutes: 0, onCallMinutes: 0 };
    if (row.onCall) hours.onCallMinutes += Math.max(0, row.minutes);
    else hours.activeMinutes += Math.max(0, row.minutes);
    months.set(period, hours);
  }
  return [...months.values()].filter((hours) => hours.activeMinutes + hours.onCallMinutes > 0).sort((a, b) => a.period.localeCompare(b.period));
}

/**
 * One invoice of `issuerKind` for the placement's unbilled timesheets up to the month's end, or
 * none: nothing left to bill, or this month's invoice stands already (hours approved after it
 * wait for the next month's run, so no invoice is ever changed).
 */
async function billPlacement(tx: Db, context: IssueContext, issuerKind: InvoiceRow['issuerKind'], placementId: string, month: BerlinMonth) {
  const rows = await q.unbilledTimesheets(tx, { issuerKind, until: month.until, placementId });
  const months = hoursByMonth(placementId, rows);
  if (!months.length || (await q.hasStandingInvoice(tx, issuerKind, placementId, month.firstDay))) return undefined;
  const placement = await agencyPlacement(tx, placementId);
  const issue = issuerKind === 'agency' ? agencyInvoiceIn : commissionInvoiceIn;
  const invoice = await issue(tx, context, placement, month, months);
  await q.linkTimesheets(tx, invoice.id, rows.map((row) => row.id));
  return invoice;
}

export interface BillingRunResult {
  month: string;
  issued: InvoiceRow[];
  /** Placements that could not be billed (e.g. on-call hours without an on-call rate), with the reason's key. */
  skipped: { placementId: string; key: string }[];
}

/**
 * Issues the month's invoices and queues their e-mails: per placement one transaction holding the placement's billing lock,
 * so a second run at the same time waits and then finds everything billed (idempotent).
 */
export async function runBilling(context: IssueContext, closing: string, mail?: InvoiceMail): Promise<BillingRunResult> {
  const month = berlinMonth(closing);
  const result: BillingRunResult = { month: closing, issued: [], skipped: [] };
  const pending = await q.unbilledTimesheets(context.db, { issuerKind: 'agency', until: month.until });
  const commissionPending = await q.unbilledTimesheets(context.db, { issuerKind: 'platform', until: month.until });
  const placementIds = [...new Set([...pending, ...commissionPending].map((row) => row.placementId))];
  for (const placementId of placementIds) {
    try {
      const issued = await context.db.transaction(async (tx) => {
        await q.lockPlacementBilling(tx, placementId);
        const agency = await billPlacement(tx, context, 'agency', placementId, month);
        const commission = await billPlacement(tx, context, 'platform', placementId, month);
        const issued = [agency, commission].filter((invoice) => invoice !== undefined);
        // Queued with the invoices: both commit, or neither.
        if (mail) for (const invoice of issued) await enqueueInvoiceMails(tx, mail, invoice);
        return issued;
      });
      result.issued.push(...issued);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const key = error.details?.[0]?.key ?? error.code;
      result.skipped.push({ placementId, key });
    }
  }
  return result;
}

export const BILLING_TASK = 'invoices.monthly-run';

/** The next 1st of a month, 06:00 in Germany: the month before has ended, its late approvals are in. */
export function nextBillingRun(now: Date): Date {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return new Date(startOfGermanDay(next).getTime() + 6 * 3_600_000);
}

/**
 * Schedules the next monthly run; idempotent for a process start. The key names the run's month:
 * a run that scheduled its successor under its own key would move its own row, which the runner
 * then marks done, and no next month would be pending.
 */
export function scheduleBillingRun(db: Db, now: Date) {
  const runAt = nextBillingRun(now);
  return scheduleTask(db, { kind: BILLING_TASK, key: `${BILLING_TASK}:${calendarDay(runAt).slice(0, 7)}`, runAt });
}

/** The task: bills the month that ended, then schedules the next month's run in the same transaction. */
export function billingTask(mail: InvoiceMail, platform?: PlatformIssuer): TaskHandler {
  return async (tx, _task, { now }) => {
    await runBilling({ db: tx, now, platform }, lastClosedMonth(now), mail);
    await scheduleBillingRun(tx, now);
  };
}
