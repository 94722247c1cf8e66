/** How long until a refused request may succeed: the unit and plural form waitText (wait.ts) picks. */
export const waitEn = {
  seconds_one: 'in {{count}} second',
  seconds_other: 'in {{count}} seconds',
  minutes_one: 'in {{count}} minute',
  minutes_other: 'in {{count}} minutes',
  hours_one: 'in {{count}} hour',
  hours_other: 'in {{count}} hours',
};

export const waitDe: typeof waitEn = {
  seconds_one: 'in {{count}} Sekunde',
  seconds_other: 'in {{count}} Sekunden',
  minutes_one: 'in {{count}} Minute',
  minutes_other: 'in {{count}} Minuten',
  hours_one: 'in {{count}} Stunde',
  hours_other: 'in {{count}} Stunden',
};
