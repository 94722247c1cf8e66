/** Why confirmed or corrected hours are refused (validation keys of the timesheet module). */
export const timesheetValidationEn = {
  Timesheet_end_before_start: 'The end must be after the start',
  Timesheet_break_too_long: 'The break is as long as the shift or longer',
  Timesheet_overlaps_shift: 'These times overlap another shift of the same person',
  Timesheet_longer_than_a_day: 'A duty lasts at most 24 hours: please check the start and the end',
  Timesheet_in_future: 'The hours cannot end in the future',
  Timesheet_start_outside_tolerance:
    'The start lies further before the booked start than the organisation allows',
  Timesheet_end_outside_tolerance:
    'The end lies further after the booked end than the organisation allows',
};

export const timesheetValidationDe: typeof timesheetValidationEn = {
  Timesheet_end_before_start: 'Das Ende muss nach dem Beginn liegen',
  Timesheet_break_too_long: 'Die Pause ist so lang wie der Dienst oder länger',
  Timesheet_overlaps_shift:
    'Diese Zeiten überschneiden sich mit einem anderen Dienst derselben Person',
  Timesheet_longer_than_a_day:
    'Ein Dienst dauert höchstens 24 Stunden: Bitte Beginn und Ende prüfen',
  Timesheet_in_future: 'Die Stunden können nicht in der Zukunft enden',
  Timesheet_start_outside_tolerance:
    'Der Beginn liegt weiter vor dem gebuchten Beginn, als die Einrichtung zulässt',
  Timesheet_end_outside_tolerance:
    'Das Ende liegt weiter nach dem gebuchten Ende, als die Einrichtung zulässt',
};
