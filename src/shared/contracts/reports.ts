import { z } from 'zod';
import { dayField } from '../calendar-fields';
import { endpoint } from '../endpoint';

/**
 * The reports (every figure is defined once, and equals the invoices where both count). A period is a
 * run of Berlin calendar days, both ends included; months are Berlin months (`YYYY-MM`).
 */

/** The longest period a report covers: up to the day before the same date three years on. */
export const MAX_REPORT_YEARS = 3;

const reportDay = dayField();

/** `departmentIds` may be repeated (`?departmentIds=a&departmentIds=b`) or given once. */
export const reportQuerySchema = z.object({
  from: reportDay,
  to: reportDay,
  /** Administrators only (others are refused with 403): one organisation instead of all. */
  organisationId: z.uuid().optional(),
  departmentIds: z
    .union([z.uuid(), z.array(z.uuid()).max(100)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Whole-number figures, one per name. */
function counts<const Name extends string>(...names: Name[]) {
  return Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<
    Name,
    z.ZodNumber
  >;
}

/** Median and 90th percentile in whole minutes; null when no request had the step. */
const durationSchema = z.object({
  count: z.number().int(),
  medianMinutes: z.number().int().nullable(),
  p90Minutes: z.number().int().nullable(),
});

export const fillFiguresSchema = z.object({
  /**
   * `unfilled`: its first shift began without anyone booked; `open`: not filled yet, its first
   * shift still to come.
   */
  ...counts('posted', 'ownPool', 'otherPools', 'agencies', 'unfilled', 'open', 'cancelled'),
  /** Filled ÷ (posted − cancelled − open), 0 to 1, four decimals; null when nothing was decided. */
  fillRate: z.number().nullable(),
  timeToFill: durationSchema,
  timeToFirstAnswer: durationSchema,
});
export type FillFigures = z.infer<typeof fillFiguresSchema>;

/** One organisation's line of an administrator's report. */
const organisationKey = { organisationId: z.uuid(), organisationName: z.string() };

export const fillReportSchema = z.object({
  total: fillFiguresSchema,
  months: z.array(fillFiguresSchema.extend({ month: z.string() })),
  /** Only in an administrator's report: the same figures per organisation, by name. */
  organisations: z.array(fillFiguresSchema.extend(organisationKey)).optional(),
});
export type FillReport = z.infer<typeof fillReportSchema>;

const offerCountsSchema = z.object(counts('asked', 'accepted', 'declined', 'noAnswer'));

export const poolReportSchema = z.object({
  wards: z.array(offerCountsSchema.extend({ departmentId: z.uuid(), departmentName: z.string() })),
  members: z.array(
    z.object({
      departmentId: z.uuid(),
      userId: z.uuid(),
      name: z.string(),
      ...counts('asked', 'accepted', 'taken'),
    }),
  ),
});
export type PoolReport = z.infer<typeof poolReportSchema>;

const externalFiguresSchema = z.object({
  placements: z.number().int(),
  hours: z.number(),
  costCents: z.number().int(),
  /**
   * The same hours at the organisation's own internal hourly cost, rounded per placement; null
   * when no placement's organisation has set one (placements of organisations without it are left out).
   */
  internalCostCents: z.number().int().nullable(),
  /** Only in an administrator's report. */
  commissionCents: z.number().int().optional(),
});

export const externalReportSchema = z.object({
  total: externalFiguresSchema,
  months: z.array(externalFiguresSchema.extend({ month: z.string() })),
  agencies: z.array(externalFiguresSchema.extend({ agencyId: z.uuid(), agencyName: z.string() })),
  /** Only in an administrator's report. */
  organisations: z.array(externalFiguresSchema.extend(organisationKey)).optional(),
});
export type ExternalReport = z.infer<typeof externalReportSchema>;

/** Spec 001 section 1: a gap took about 2 hours of work; the product promises 5 minutes. */
export const PROMISE_BEFORE_MINUTES = 120;
export const PROMISED_MINUTES = 5;
/** Spec 001 section 1: 70 % less demand for external staff than before the platform. */
export const PROMISED_EXTERNAL_REDUCTION = 0.7;
/** The scope's first Berlin months, counted from the month of its earliest request, are "before". */
export const BASELINE_MONTHS = 3;

const shareSchema = z.object({
  ...counts('filled', 'agencies'),
  /** agencies ÷ filled, 0 to 1, four decimals; null when nothing was filled. */
  share: z.number().nullable(),
});

/** The spec's claims against the period (what the public site promises, measured). */
export const promiseReportSchema = z.object({
  timeToFill: z.object({
    /** Filled requests posted in the period, and the median of their time to fill. */
    filled: z.number().int(),
    medianMinutes: z.number().int().nullable(),
    beforeMinutes: z.literal(PROMISE_BEFORE_MINUTES),
    promisedMinutes: z.literal(PROMISED_MINUTES),
    /** median ≤ 5 minutes; null without a filled request. */
    kept: z.boolean().nullable(),
    /** median below the 2 hours of before; null without a filled request. */
    fasterThanBefore: z.boolean().nullable(),
  }),
  externalShare: shareSchema.extend({
    /** The first three Berlin months of the scope's history; null when it has no request yet. */
    baseline: shareSchema.extend({ months: z.array(z.string()) }).nullable(),
    promisedReduction: z.literal(PROMISED_EXTERNAL_REDUCTION),
    /** The largest share that keeps the promise: the baseline's share × 0.3. */
    target: z.number().nullable(),
    /** share ≤ target; null when either share is null. */
    kept: z.boolean().nullable(),
  }),
});
export type PromiseReport = z.infer<typeof promiseReportSchema>;

const report = { query: reportQuerySchema, errors: [400, 401, 403, 404] } as const;

export const reportsEndpoints = {
  fill: endpoint('GET', '/reports/fill', { response: fillReportSchema, ...report }),
  pool: endpoint('GET', '/reports/pool', { response: poolReportSchema, ...report }),
  external: endpoint('GET', '/reports/external', { response: externalReportSchema, ...report }),
  promise: endpoint('GET', '/reports/promise', { response: promiseReportSchema, ...report }),
};
