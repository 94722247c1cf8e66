import { z } from 'zod';

/**
 * Every error code the API answers with. The web translates codes (errors.<CODE>), the server
 * sends a message in the caller's language beside it.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL',
  /** The database is away or too slow (503 with Retry-After): try again in a moment, not a defect. */
  'UNAVAILABLE',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'TOKEN_INVALID',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_RESET_PROOF_MISSING',
  /** Password sign-in for the address is paused for unknown clients: a known device or an e-mailed link still works. */
  'SIGN_IN_PAUSED',
  /** Filled and cancelled requests cannot be edited. */
  'REQUEST_NOT_EDITABLE',
  /** An agency user creates an agency while already belonging to one. */
  'AGENCY_EXISTS',
  /** The caller's agency is not vetted or its permit has expired: no job board, no applying. */
  'AGENCY_NOT_VETTED',
  /** Only an application still waiting for a decision can be withdrawn. */
  'APPLICATION_NOT_WITHDRAWABLE',
  /** Selecting on a request that is no longer advertised (filled or cancelled). */
  'REQUEST_NOT_OPEN',
  /** Selecting an application that is no longer applied (withdrawn or decided). */
  'APPLICATION_NOT_OPEN',
  /** A pool member answers an offer they have already answered (in the app or by a link). */
  'OFFER_ANSWERED',
  /** An answer after the stage's time ran out (the request moved on to HR or further). */
  'OFFER_EXPIRED',
  /** An answer to an offer withdrawn because the request was changed and no longer fits the person. */
  'OFFER_WITHDRAWN',
  /** An HR decision on a request that is not (or no longer) waiting for one. */
  'NOT_IN_HR_REVIEW',
  /** An agency edits the profile of a staff member who has claimed their account. */
  'PROFILE_OWNED_BY_PERSON',
  /** Accepting or declining a membership invitation that was already answered, withdrawn or has expired. */
  'INVITATION_NOT_OPEN',
  /** Marking paid or cancelling an invoice that is already paid or cancelled, or is a credit note. */
  'INVOICE_NOT_OPEN',
  /** A second invoice for the same placement and month while the first still stands. */
  'INVOICE_EXISTS',
  /** Confirming, approving or correcting a timesheet that is already approved. */
  'TIMESHEET_APPROVED',
  /** Confirming or correcting the hours of a shift that has not ended yet. */
  'TIMESHEET_NOT_DUE',
  /** Approving a timesheet the worker has not confirmed yet (correct it instead). */
  'TIMESHEET_NOT_SUBMITTED',
  /** Approving hours with Working Hours Act warnings that were not acknowledged. */
  'TIMESHEET_WARNINGS',
  /** Approving or correcting hours the caller worked or confirmed themself. */
  'TIMESHEET_OWN_HOURS',
  /** Booking someone past a hard limit of the Working Hours Act: 10 hours a day, 11 hours of rest. */
  'WORKING_TIME_REFUSED',
  /** Booking someone with working-time warnings (48-hour average, Sunday) without a reason. */
  'WORKING_TIME_WARNINGS',
  /** Booking (or a pool member's yes for) shifts that overlap a shift the person is already booked on, any clinic. */
  'ALREADY_BOOKED',
  /** Deleting the account of an organisation's, agency's or the platform's last administrator. */
  'LAST_ADMINISTRATOR',
  /** A selection whose shifts would pass 18 months of one agency worker at one clinic (AÜG §1 (1b)). */
  'AUEG_LIMIT_PASSED',
  /** A selection of an agency whose staff-leasing permit does not cover every shift date. */
  'AGENCY_PERMIT_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z
      .array(z.object({ field: z.string(), message: z.string(), key: z.string().optional() }))
      .optional(),
    /** On 500 and 503: the request's id, for the user to quote and the operator to find in the log. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number];
