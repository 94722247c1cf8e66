import { z } from 'zod';

/**
 * What the clinic sees about an agency applicant under the Staff Leasing Act:
 * days are German calendar days (YYYY-MM-DD).
 */
export const AUEG_WARNINGS = ['limit_passed', 'limit_soon', 'equal_pay', 'equal_pay_soon'] as const;
export type AuegWarning = (typeof AUEG_WARNINGS)[number];

export const auegStatusSchema = z.object({
  /** The first day of the assignment the request would continue (the count starts here). */
  since: z.iso.date(),
  /** Whole months the person has already worked at this clinic in that assignment. */
  monthsWorked: z.number().int().min(0),
  /** From this day on equal pay is due (§8 (4): after 9 months). */
  equalPayFrom: z.iso.date(),
  /** The last day the person may work at this clinic (§1 (1b): 18 months). */
  lastAllowedDay: z.iso.date(),
  /** The request's shifts against these dates (within 4 weeks: *_soon). */
  warnings: z.array(z.enum(AUEG_WARNINGS)),
});
export type AuegStatus = z.infer<typeof auegStatusSchema>;
