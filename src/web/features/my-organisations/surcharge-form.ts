import { z } from 'zod';
import type { MyOrganisation } from '#shared/contracts/requests';
import type { OrganisationSettingsBody } from '#shared/contracts/my-organisations';
import {
  SURCHARGE_COMBINATIONS,
  TVOED_SURCHARGES,
  federalStateSchema,
  surchargePercentSchema,
  type SurchargeRules,
} from '#shared/surcharges';
import { MESSAGE_KEYS } from '#shared/validation';

/** The percent fields of the form, in the order the card shows them. */
export const PERCENT_FIELDS = [
  'nightPercent',
  'saturdayPercent',
  'sundayPercent',
  'holidayPercent',
  'dec24And31Percent',
] as const satisfies readonly (keyof SurchargeRules)[];
type PercentField = (typeof PERCENT_FIELDS)[number];

const isPercent = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) && surchargePercentSchema.safeParse(Number(text)).success;

/**
 * The state is required here (the organisation form asks for it); the percentages are checked
 * and sent only when surcharges are billed, else the rules are cleared.
 */
export const surchargeFormSchema = z
  .object({
    federalState: federalStateSchema,
    billed: z.boolean(),
    combination: z.enum(SURCHARGE_COMBINATIONS),
    nightPercent: z.string(),
    saturdayPercent: z.string(),
    sundayPercent: z.string(),
    holidayPercent: z.string(),
    dec24And31Percent: z.string(),
  })
  .superRefine((values, check) => {
    if (!values.billed) return;
    for (const field of PERCENT_FIELDS) {
      if (!isPercent(values[field]))
        check.addIssue({ code: 'custom', path: [field], message: MESSAGE_KEYS.surchargePercent });
    }
  })
  .transform((values): OrganisationSettingsBody => ({
    federalState: values.federalState,
    surchargeRules: values.billed
      ? {
          combination: values.combination,
          nightPercent: Number(values.nightPercent),
          saturdayPercent: Number(values.saturdayPercent),
          sundayPercent: Number(values.sundayPercent),
          holidayPercent: Number(values.holidayPercent),
          dec24And31Percent: Number(values.dec24And31Percent),
        }
      : null,
  }));

export type SurchargeFormValues = z.input<typeof surchargeFormSchema>;

/** What the form shows of the stored settings: the TVöD figures where none are billed yet. */
export function surchargeFormValues(
  organisation: Pick<MyOrganisation, 'federalState' | 'surchargeRules'>,
): SurchargeFormValues {
  const rules = organisation.surchargeRules ?? TVOED_SURCHARGES;
  const percent = (field: PercentField) => String(rules[field]);
  return {
    // Empty until chosen: the select shows nothing and the form asks for it.
    federalState: (organisation.federalState ?? '') as SurchargeFormValues['federalState'],
    billed: organisation.surchargeRules !== null,
    combination: rules.combination,
    nightPercent: percent('nightPercent'),
    saturdayPercent: percent('saturdayPercent'),
    sundayPercent: percent('sundayPercent'),
    holidayPercent: percent('holidayPercent'),
    dec24And31Percent: percent('dec24And31Percent'),
  };
}
