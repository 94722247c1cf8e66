import { euroCents, formatMoney as formatCents } from '#shared/format';
import type { Language } from '#shared/language-codes';

/** An amount in euros in the page's language (€45.50 / 45,50 €), through #shared/format. */
export function formatMoney(value: number, lang: Language): string {
  return formatCents(euroCents(value), lang);
}
