import { z } from 'zod';
import { internalHourlyCostSchema } from '#shared/contracts/my-organisations';
import type { Language } from '#shared/language-codes';
import { MESSAGE_KEYS } from '#shared/validation';

/**
 * The internal hourly cost as typed: euros with up to two decimals, a decimal point or a German
 * comma, empty to remove it; then the contract's check on the cents (above 0, at most 10,000 €).
 */
export const internalCostFormSchema = z.object({
  internalHourlyCostCents: z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d{1,7}([.,]\d{1,2})?$/.test(text), {
      error: MESSAGE_KEYS.internalCost,
    })
    .transform((text) => (text === '' ? null : Math.round(Number(text.replace(',', '.')) * 100)))
    .pipe(internalHourlyCostSchema),
});

/** Stored cents as the field shows them in the page's language ('38.50' / '38,50'; empty when unset). */
export function internalCostInput(cents: number | null, lang: Language): string {
  if (cents === null) return '';
  const text = (cents / 100).toFixed(2);
  return lang === 'de' ? text.replace('.', ',') : text;
}
