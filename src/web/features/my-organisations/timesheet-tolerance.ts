import { z } from 'zod';
import { timesheetToleranceSchema } from '#shared/contracts/my-organisations';
import { MESSAGE_KEYS } from '#shared/validation';

/** The tolerance as typed: whole hours, then the contract's bounds (0 to 12). */
export const toleranceFormSchema = z.object({
  timesheetToleranceHours: z
    .string()
    .trim()
    .refine((text) => /^\d{1,2}$/.test(text), { error: MESSAGE_KEYS.timesheetTolerance })
    .transform(Number)
    .pipe(timesheetToleranceSchema),
});
