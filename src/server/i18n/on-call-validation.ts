/** The figures of an on-call agreement (ArbZG §7) and a shift's on-call share. */
export const onCallValidationEn = {
  On_call_share_is_not_valid:
    'Please enter the on-call share as a whole per cent from 1 to 100 for an on-call or standby shift, and none for a regular one',
  Longest_duty_is_not_valid: 'Please enter the longest duty as whole hours from 11 to 24',
  Rest_after_duty_is_not_valid:
    'Please enter the rest after a day of more than 12 hours as whole hours from 11 to 24 (§7 (9) ArbZG)',
  Averaging_weeks_is_not_valid:
    'Please enter the averaging period as whole weeks from 1 to 52 (at most 12 months, §7 (8) ArbZG)',
  Consent_average_is_not_valid:
    'Please enter the average allowed with consent as whole hours from 49 to 72, or leave it empty',
};

export const onCallValidationDe: typeof onCallValidationEn = {
  On_call_share_is_not_valid:
    'Bitte den Bereitschaftsanteil als ganze Prozent von 1 bis 100 für eine Bereitschaftsschicht angeben, für eine reguläre Schicht keinen',
  Longest_duty_is_not_valid: 'Bitte den längsten Dienst in ganzen Stunden von 11 bis 24 angeben',
  Rest_after_duty_is_not_valid:
    'Bitte die Ruhezeit nach einem Tag von mehr als 12 Stunden in ganzen Stunden von 11 bis 24 angeben (§ 7 Abs. 9 ArbZG)',
  Averaging_weeks_is_not_valid:
    'Bitte den Ausgleichszeitraum in ganzen Wochen von 1 bis 52 angeben (höchstens 12 Monate, § 7 Abs. 8 ArbZG)',
  Consent_average_is_not_valid:
    'Bitte den mit Einwilligung zulässigen Durchschnitt in ganzen Stunden von 49 bis 72 angeben oder leer lassen',
};
