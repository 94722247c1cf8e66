/** Why a date, a week or a period is refused: unreadable, outside the supported years, too long or past. */
export const periodValidationEn = {
  Date_is_not_valid: 'Please enter a valid date',
  Date_out_of_range: 'Please enter a date in the years 2000 to 2099',
  Week_starts_on_monday: 'A week is chosen by its Monday: please enter a Monday',
  Shift_in_past: 'This date lies in the past',
  Shift_too_long: 'A date may last at most 92 days',
  Report_period_too_long:
    'A report covers at most three years: choose an end date less than three years after the start date',
  Window_too_long: 'The period may span at most 100 days',
};

export const periodValidationDe: typeof periodValidationEn = {
  Date_is_not_valid: 'Bitte ein gültiges Datum eingeben',
  Date_out_of_range: 'Bitte ein Datum in den Jahren 2000 bis 2099 eingeben',
  Week_starts_on_monday: 'Eine Woche wird über ihren Montag gewählt: bitte einen Montag eingeben',
  Shift_in_past: 'Dieser Termin liegt in der Vergangenheit',
  Shift_too_long: 'Ein Termin darf höchstens 92 Tage dauern',
  Report_period_too_long:
    'Ein Bericht umfasst höchstens drei Jahre: Bitte ein Enddatum weniger als drei Jahre nach dem Startdatum wählen',
  Window_too_long: 'Der Zeitraum darf höchstens 100 Tage umfassen',
};
