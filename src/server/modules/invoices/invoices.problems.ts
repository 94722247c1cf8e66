import type { BillingProblemDetails, BillingProblemReason } from '#shared/contracts/invoices';
import { MAX_HOURLY_CENTS } from '#shared/numbers';
import { isDatabaseUnavailable } from '#server/db/availability';
import { AppError } from '#server/errors';
import { errorAndCauses } from '#server/lib/error-causes';

/**
 * What an invoice may hold, checked where hours and rates enter the computation:
 * every amount stays a safe integer in
 * JavaScript and inside PostgreSQL's integer column (2,147,483,647 cents) with room for the VAT.
 */

/** The longest Berlin month: 31 days and the hour the clocks go back in October. */
export const MAX_MONTH_MINUTES = 745 * 60;
/**
 * 10,000 € an hour: far above any agreed rate, and a month of it stays below the net bound. The
 * same bound every hourly amount has where it is entered.
 */
export const MAX_UNIT_PRICE_CENTS = MAX_HOURLY_CENTS;
/** 10 million € net: the gross with 19 % VAT (11.9 million €) fits the integer column. */
export const MAX_INVOICE_NET_CENTS = 1_000_000_000;

/**
 * Hours or money an invoice cannot be issued for, with the billing run's reason code. Issued
 * through the API it answers 400 with the field, as before.
 */
export class NotBillable extends AppError {
  constructor(
    readonly reason: BillingProblemReason,
    readonly problem: BillingProblemDetails,
    field = 'hours',
  ) {
    super('VALIDATION_FAILED', [{ field, key: 'Hours_not_billable' }]);
  }
}

/** Worked minutes of one service month: whole, not negative, no more than the month holds. */
export function checkMonthMinutes(minutes: number, serviceMonth: string, field = 'hours') {
  if (!Number.isSafeInteger(minutes) || minutes < 0 || minutes > MAX_MONTH_MINUTES) {
    throw new NotBillable(
      'HOURS_OUT_OF_RANGE',
      { serviceMonth, minutes, limitMinutes: MAX_MONTH_MINUTES },
      field,
    );
  }
}

export function checkUnitPrice(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_UNIT_PRICE_CENTS) {
    throw new NotBillable(
      'AMOUNT_OUT_OF_RANGE',
      { cents, limitCents: MAX_UNIT_PRICE_CENTS },
      'hourlyRate',
    );
  }
}

export function checkNet(cents: number) {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_INVOICE_NET_CENTS) {
    throw new NotBillable(
      'AMOUNT_OUT_OF_RANGE',
      { cents, limitCents: MAX_INVOICE_NET_CENTS },
      'hours',
    );
  }
}

export interface PlacementProblem {
  reason: BillingProblemReason;
  details: BillingProblemDetails;
}

/**
 * The problem a placement's failed invoicing is recorded with. The database away is no problem
 * of one placement: the run stops there (undefined) and the caller answers 503.
 */
export function problemOf(error: unknown): PlacementProblem | undefined {
  if (error instanceof NotBillable) return { reason: error.reason, details: error.problem };
  if (isDatabaseUnavailable(error)) return undefined;
  if (error instanceof AppError) return { reason: 'ISSUE_FAILED', details: { code: error.code } };
  const sqlState = Array.from(errorAndCauses(error, 4))
    .map(({ code }) => code)
    .find((code): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
  return { reason: 'ISSUE_FAILED', details: sqlState ? { code: sqlState } : {} };
}
