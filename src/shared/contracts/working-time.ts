import { z } from 'zod';

/**
 * The Working Hours Act (ArbZG) at booking and the fairness figures of the pick dialog.
 */
export const WORKING_TIME_REFUSALS = [
  'over_10h',
  'rest',
  // ArbZG §7 for a day over 10 hours holding an on-call shift (on-call.rules.ts).
  'on_call_no_agreement',
  'on_call_share_too_low',
  'over_longest_duty',
  'rest_after_long_duty',
  'over_48h_12_months',
  'over_agreed_average',
] as const;
export const WORKING_TIME_WARNINGS = [
  'over_48h_average',
  'sunday_work',
  'sunday_no_day_off',
] as const;

/** Refusals are hard limits (no booking); warnings need the manager's reason. */
export const workingTimeCheckSchema = z.object({
  refusals: z.array(z.enum(WORKING_TIME_REFUSALS)),
  warnings: z.array(z.enum(WORKING_TIME_WARNINGS)),
});
export type WorkingTimeCheckView = z.infer<typeof workingTimeCheckSchema>;

/** The days the fairness figures look back over. */
export const FAIRNESS_DAYS = 28;

/** Shifts of the requests a person was asked for, and booked shifts that began, in the last 4 weeks. */
export const fairnessSchema = z.object({ asked: z.number().int(), taken: z.number().int() });
export type Fairness = z.infer<typeof fairnessSchema>;

export const MAX_OVERRIDE_REASON = 500;
/** Selecting: a reason is needed when the person's shifts raise working-time warnings. */
export const selectBodySchema = z
  .object({ overrideReason: z.string().trim().min(1).max(MAX_OVERRIDE_REASON).optional() })
  // A POST without a payload (no reason needed) reaches the validator as null.
  .nullish();
export type SelectBody = z.infer<typeof selectBodySchema>;
