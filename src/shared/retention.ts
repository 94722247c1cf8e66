/**
 * How long the platform keeps what it no longer needs. The retention tasks delete by
 * these numbers and the privacy page states them from here, so the text and the code cannot drift.
 */
export const RETENTION = {
  /** Access and change records (audit log), sent e-mails and finished tasks: months, in Germany's calendar. */
  logMonths: 6,
  /** An upload that nothing refers to (no logo, picture or document): days after the upload. */
  unusedUploadDays: 30,
  /** An invitation nobody answered: days after it expired (the inviter still sees it and can resend). */
  expiredInvitationDays: 30,
  /** Sessions and single-use links (confirmation, password reset, sign-in): days after they expired or were used. */
  expiredSessionDays: 0,
} as const;

/** The daily run, in Germany's time: after midnight's traffic, outside both clock-change hours. */
export const RETENTION_RUN_TIME = { hour: 3, minute: 30 } as const;

export type RetentionPeriods = typeof RETENTION;
