/** Why a shift's times or a booking are refused or warned about: the person's other shifts and the Working Hours Act. */
export const bookingValidationEn = {
  Shift_ends_before_start: 'The end must be after the start',
  WorkingTime_over_10h:
    'More than 10 hours of work on one day (§3 ArbZG), counting the person’s other shifts on the platform',
  Shift_already_booked: 'At this time the person is already booked for another shift',
  WorkingTime_rest: 'Less than 11 hours of rest to another shift of the person (§5 ArbZG)',
  WorkingTime_over_48h_average: 'More than 48 hours a week on average over 24 weeks (§3 ArbZG)',
  WorkingTime_sunday_work:
    'Work on a Sunday (§9–11 ArbZG): a day off in lieu is due within two weeks',
  WorkingTime_sunday_no_day_off: 'No day off in the two weeks after the Sunday (§11 ArbZG)',
};

export const bookingValidationDe: typeof bookingValidationEn = {
  Shift_ends_before_start: 'Das Ende muss nach dem Beginn liegen',
  WorkingTime_over_10h:
    'Mehr als 10 Stunden Arbeit an einem Tag (§ 3 ArbZG), mit den anderen Schichten der Person auf der Plattform',
  Shift_already_booked: 'Zu dieser Zeit ist die Person bereits für eine andere Schicht gebucht',
  WorkingTime_rest:
    'Weniger als 11 Stunden Ruhezeit zu einer anderen Schicht der Person (§ 5 ArbZG)',
  WorkingTime_over_48h_average:
    'Im Durchschnitt von 24 Wochen mehr als 48 Stunden pro Woche (§ 3 ArbZG)',
  WorkingTime_sunday_work:
    'Arbeit an einem Sonntag (§§ 9–11 ArbZG): Ein Ersatzruhetag ist innerhalb von zwei Wochen fällig',
  WorkingTime_sunday_no_day_off: 'Kein freier Tag in den zwei Wochen nach dem Sonntag (§ 11 ArbZG)',
};
