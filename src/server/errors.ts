import type { ErrorCode, ErrorDetail } from '#shared/errors';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  SIGN_IN_PAUSED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  TOKEN_INVALID: 400,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_RESET_PROOF_MISSING: 400,
  REQUEST_NOT_EDITABLE: 409,
  AGENCY_EXISTS: 409,
  AGENCY_NOT_VETTED: 403,
  APPLICATION_NOT_WITHDRAWABLE: 409,
  REQUEST_NOT_OPEN: 409,
  APPLICATION_NOT_OPEN: 409,
  OFFER_ANSWERED: 409,
  OFFER_EXPIRED: 409,
  OFFER_WITHDRAWN: 409,
  NOT_IN_HR_REVIEW: 409,
  PROFILE_OWNED_BY_PERSON: 403,
  INVITATION_NOT_OPEN: 409,
  INVOICE_NOT_OPEN: 409,
  INVOICE_EXISTS: 409,
  TIMESHEET_APPROVED: 409,
  TIMESHEET_NOT_DUE: 409,
  TIMESHEET_NOT_SUBMITTED: 409,
  TIMESHEET_WARNINGS: 409,
  TIMESHEET_OWN_HOURS: 403,
  WORKING_TIME_REFUSED: 409,
  WORKING_TIME_WARNINGS: 409,
  ALREADY_BOOKED: 409,
  LAST_ADMINISTRATOR: 409,
  AUEG_LIMIT_PASSED: 422,
  AGENCY_PERMIT_INVALID: 422,
};

/** Services throw these; the error handler turns them into the one error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    /** Offending fields with their validation key; the handler translates them. */
    readonly details?: Pick<ErrorDetail, 'field' | 'key'>[],
  ) {
    super(code);
    this.statusCode = statusByCode[code];
  }
}

/** 429 with the seconds after which a new attempt can succeed (sent as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: 'RATE_LIMITED' | 'SIGN_IN_PAUSED' = 'RATE_LIMITED',
  ) {
    super(code);
  }
}
