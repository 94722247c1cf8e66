import { z } from 'zod';
import { endpoint, returns } from '../endpoint';

/**
 * The reports of issue #12 (docs/decisions/021-reports.md defines every figure). A period is a
 * run of Berlin calendar days, both ends included; months are Berlin months (`YYYY-MM`).
 */

/** The longest period a report covers: up to the day before the same date three years on. */
export const MAX_REPORT_YEARS = 3;

const reportDay = z.iso.date({ error: 'Date_is_not_valid' });

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
  ...counts('posted', 'ownPool', 'otherPools', 'agencies', 'unfilled', 'cancelled'),
  /** Filled ÷ (posted − cancelled), 0 to 1, four decimals; null when nothing stood. */
  fillRate: z.number().nullable(),
  timeToFill: durationSchema,
  timeToFirstAnswer: durationSchema,
});
export type FillFigures = z.infer<typeof fillFiguresSchema>;

export const fillReportSchema = z.object({
  total: fillFiguresSchema,
  months: z.array(fillFiguresSchema.extend({ month: z.string() })),
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
  /** Only in an administrator's report. */
  commissionCents: z.number().int().optional(),
});

export const externalReportSchema = z.object({
  total: externalFiguresSchema,
  months: z.array(externalFiguresSchema.extend({ month: z.string() })),
  agencies: z.array(externalFiguresSchema.extend({ agencyId: z.uuid(), agencyName: z.string() })),
});
export type ExternalReport = z.infer<typeof externalReportSchema>;

export const reportsEndpoints = {
  fill: endpoint('GET', '/reports/fill', returns<typeof fillReportSchema>()),
  pool: endpoint('GET', '/reports/pool', returns<typeof poolReportSchema>()),
  external: endpoint('GET', '/reports/external', returns<typeof externalReportSchema>()),
};
