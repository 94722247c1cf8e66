import { z } from 'zod';

/**
 * Months, calendar days and periods as the API accepts them. Years outside
 * this range are no business date of the platform and only reach corners of the date helpers
 * (years below 100, five-digit years), so every such parameter is refused at the edge.
 */
export const SUPPORTED_YEARS = { first: 2000, last: 2099 } as const;

/** Zod messages are translation keys (the web's validation.* namespace, the server's validation catalogue). */
export const CALENDAR_MESSAGE_KEYS = {
  month: 'Month_is_not_valid',
  day: 'Date_is_not_valid',
  outOfRange: 'Date_out_of_range',
  monday: 'Week_starts_on_monday',
  order: 'Date_order',
} as const;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const inSupportedYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= SUPPORTED_YEARS.first && year <= SUPPORTED_YEARS.last;
};

const rangeText = `years ${SUPPORTED_YEARS.first} to ${SUPPORTED_YEARS.last}`;

/** A calendar month `YYYY-MM` within the supported years. */
export function monthField() {
  return z
    .string({ error: CALENDAR_MESSAGE_KEYS.month })
    .regex(MONTH_PATTERN, { error: CALENDAR_MESSAGE_KEYS.month, abort: true })
    .refine(inSupportedYears, { error: CALENDAR_MESSAGE_KEYS.outOfRange })
    .meta({ description: `A calendar month (YYYY-MM), ${rangeText}.` });
}

/** A real calendar day `YYYY-MM-DD` (no 30 February) within the supported years. */
export function dayField(key: string = CALENDAR_MESSAGE_KEYS.day) {
  return z.iso
    .date({ error: key, abort: true })
    .refine(inSupportedYears, { error: CALENDAR_MESSAGE_KEYS.outOfRange })
    .meta({ description: `A calendar day (YYYY-MM-DD), ${rangeText}.` });
}

/** Monday is 1, as in ISO 8601; a calendar day has no time zone, so UTC reads it as written. */
export const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** The Monday that starts a week (`YYYY-MM-DD`). */
export function mondayField() {
  return dayField().refine(isMonday, { error: CALENDAR_MESSAGE_KEYS.monday });
}

/** An instant (ISO 8601 with offset) whose year lies within the supported years. */
export function instantField() {
  return z.iso
    .datetime({ offset: true, error: CALENDAR_MESSAGE_KEYS.day, abort: true })
    .refine(inSupportedYears, { error: CALENDAR_MESSAGE_KEYS.outOfRange })
    .meta({ description: `An instant (ISO 8601 with its offset), ${rangeText} as written.` });
}

/** An instant in epoch milliseconds (how the client sends shifts) within the supported years, in UTC. */
export function epochMsInSupportedYears(ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  return year >= SUPPORTED_YEARS.first && year <= SUPPORTED_YEARS.last;
}

/**
 * A refinement for an object with a period: `to` may not lie before `from` (either may be
 * absent). Compared as instants, so offsets and day strings both order correctly.
 */
export function periodInOrder(from: string, to: string) {
  return (value: Record<string, unknown>, context: z.RefinementCtx) => {
    const start = value[from];
    const end = value[to];
    if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) < Date.parse(start))
      context.addIssue({ code: 'custom', path: [to], message: CALENDAR_MESSAGE_KEYS.order });
  };
}
