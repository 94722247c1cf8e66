import { z } from 'zod';
import type { Language } from '#shared/language-codes';
import { JOB_BOARD_MESSAGE_KEYS, commissionSettingsSchema } from '#shared/contracts/job-board';

/**
 * The commission field as typed: up to three digits and two decimals, with a decimal point or a
 * German comma, then the contract's 0 to 100 check on the number.
 */
export const commissionFormSchema = z.object({
  commissionRate: z
    .string()
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, { error: JOB_BOARD_MESSAGE_KEYS.commissionRate })
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(commissionSettingsSchema.shape.commissionRate),
});
export type CommissionFormInput = z.input<typeof commissionFormSchema>;
export type CommissionFormOutput = z.output<typeof commissionFormSchema>;

/** A rate as the field shows it in the page's language ('7.5' / '7,5'). */
export function percentInput(value: number, lang: Language): string {
  const text = String(value);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** A rate as text ('7.5%' / '7,5 %'), through #shared/format. */
export { formatPercent } from '#shared/format';
