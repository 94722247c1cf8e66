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
  WorkingTime_on_call_no_agreement:
    'More than 10 hours on one day (§3 ArbZG): the organisation has recorded no collective agreement that extends the day for on-call duty (§7 (1) Nr. 1 a ArbZG)',
  WorkingTime_on_call_share_too_low:
    'The on-call share of this shift is below what the organisation’s agreement asks before a day may pass 10 hours (§7 (1) Nr. 1 a ArbZG)',
  WorkingTime_over_longest_duty:
    'Longer than the longest duty the organisation’s agreement allows (§7 (1) Nr. 1 a ArbZG), counting the person’s other shifts that day',
  WorkingTime_rest_after_long_duty:
    'Less rest after a working day of more than 12 hours than the organisation’s agreement asks (§7 (9) ArbZG)',
  WorkingTime_over_48h_12_months:
    'More than 48 hours a week on average over the agreement’s period (§7 (8) ArbZG): above it needs the person’s written consent (§7 (7)) and an agreement that allows it (§7 (2a))',
  WorkingTime_over_agreed_average:
    'More hours a week on average than the organisation’s agreement allows even with the person’s written consent (§7 (2a), (7) ArbZG)',
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
  WorkingTime_on_call_no_agreement:
    'Mehr als 10 Stunden an einem Tag (§ 3 ArbZG): Die Organisation hat keinen Tarifvertrag hinterlegt, der den Tag für Bereitschaftsdienst verlängert (§ 7 Abs. 1 Nr. 1 a ArbZG)',
  WorkingTime_on_call_share_too_low:
    'Der Bereitschaftsanteil dieser Schicht liegt unter dem, den der Tarifvertrag der Organisation für einen Tag über 10 Stunden verlangt (§ 7 Abs. 1 Nr. 1 a ArbZG)',
  WorkingTime_over_longest_duty:
    'Länger als der längste Dienst, den der Tarifvertrag der Organisation zulässt (§ 7 Abs. 1 Nr. 1 a ArbZG), mit den anderen Schichten der Person an diesem Tag',
  WorkingTime_rest_after_long_duty:
    'Nach einem Arbeitstag von mehr als 12 Stunden weniger Ruhezeit, als der Tarifvertrag der Organisation verlangt (§ 7 Abs. 9 ArbZG)',
  WorkingTime_over_48h_12_months:
    'Im Durchschnitt des Ausgleichszeitraums des Tarifvertrags mehr als 48 Stunden pro Woche (§ 7 Abs. 8 ArbZG): Darüber nur mit schriftlicher Einwilligung der Person (§ 7 Abs. 7) und einem Tarifvertrag, der es zulässt (§ 7 Abs. 2a)',
  WorkingTime_over_agreed_average:
    'Im Durchschnitt mehr Wochenstunden, als der Tarifvertrag der Organisation auch mit schriftlicher Einwilligung der Person zulässt (§ 7 Abs. 2a, 7 ArbZG)',
};
