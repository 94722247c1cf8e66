import { z } from 'zod';
import { MESSAGE_KEYS } from './validation';

/** The sixteen federal states by their usual two-letter codes (ISO 3166-2:DE without the prefix). */
export const FEDERAL_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type FederalState = (typeof FEDERAL_STATES)[number];
export const federalStateSchema = z.enum(FEDERAL_STATES, { error: MESSAGE_KEYS.federalState });

/** The time bands a surcharge is paid for; night stacks on the others. */
export const SURCHARGE_BANDS = ['night', 'saturday', 'sunday', 'holiday', 'dec24And31'] as const;
export type SurchargeBand = (typeof SURCHARGE_BANDS)[number];

/** Whether several day surcharges (Saturday, Sunday, holiday, 24/31 December) add up or only the highest counts. */
export const SURCHARGE_COMBINATIONS = ['highest', 'all'] as const;

/** A whole per cent from 0 to 300. */
export const surchargePercentSchema = z
  .number({ error: MESSAGE_KEYS.surchargePercent })
  .int({ error: MESSAGE_KEYS.surchargePercent })
  .min(0, { error: MESSAGE_KEYS.surchargePercent })
  .max(300, { error: MESSAGE_KEYS.surchargePercent });

/** An organisation's surcharges in whole per cent of the hourly rate. */
export const surchargeRulesSchema = z.object({
  nightPercent: surchargePercentSchema,
  saturdayPercent: surchargePercentSchema,
  sundayPercent: surchargePercentSchema,
  holidayPercent: surchargePercentSchema,
  dec24And31Percent: surchargePercentSchema,
  combination: z.enum(SURCHARGE_COMBINATIONS),
});
export type SurchargeRules = z.infer<typeof surchargeRulesSchema>;

/**
 * The default, modelled on TVöD §8 Abs. 1 Satz 2 b–f and Satz 3: night 20 %, Saturday 13–21 h
 * 20 %, Sunday 25 %, public holiday 135 % (without time off in lieu), 24 and 31 December from
 * 6 h 35 %; of the day surcharges only the highest is paid, night comes on top.
 */
export const TVOED_SURCHARGES: SurchargeRules = {
  nightPercent: 20,
  saturdayPercent: 20,
  sundayPercent: 25,
  holidayPercent: 135,
  dec24And31Percent: 35,
  combination: 'highest',
};
