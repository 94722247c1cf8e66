import { z } from 'zod';
import { MESSAGE_KEYS } from './validation';

/**
 * Numbers in JSON bodies: a quantity is a JSON number, never text. `"50"`
 * where a number belongs is refused with the field's message, as is anything a coercion would
 * have read (`""`, `"1e3"`, `true`), so every route reads numbers alike and a client's mistake is
 * answered rather than guessed at. Query strings and path parameters are text by nature: only
 * there is a number read from text (`z.coerce.number()` in their schemas, nowhere else).
 *
 * Every amount is bounded: no field takes more than the billing run could invoice.
 */

/**
 * The highest hourly amount anyone enters (a rate, a pay, an internal cost): the billing run's
 * bound on a unit price, 10,000 euros an hour.
 */
export const MAX_HOURLY_EUROS = 10_000;
export const MAX_HOURLY_CENTS = MAX_HOURLY_EUROS * 100;

export interface NumberBounds {
  min: number;
  max: number;
  /** The minimum itself is refused: a rate must lie above 0. */
  aboveMin?: boolean;
}

function bounded(key: string, { min, max, aboveMin = false }: NumberBounds) {
  // abort: one message per field, the bound's or the type's, before the finer checks.
  const number = z.number({ error: key });
  const lower = aboveMin
    ? number.gt(min, { error: key, abort: true })
    : number.min(min, { error: key, abort: true });
  return lower.max(max, { error: key, abort: true });
}

const range = ({ min, max, aboveMin = false }: NumberBounds) =>
  aboveMin ? `above ${min} and at most ${max}` : `${min} to ${max}`;

/**
 * Euros and cents as a JSON number with at most two decimals (55.55), within its bounds. A third
 * decimal is refused (`At_most_two_decimals`), never rounded: the amount stored is the one sent.
 */
export function euroAmount(key: string, bounds: NumberBounds) {
  return bounded(key, bounds)
    .multipleOf(0.01, { error: MESSAGE_KEYS.twoDecimals })
    .meta({ description: `Euros, a JSON number with at most two decimals, ${range(bounds)}.` });
}

/** A percentage as a JSON number with at most two decimals, 0 to 100 (7.5). */
export function percentage(key: string) {
  const bounds = { min: 0, max: 100 };
  return bounded(key, bounds)
    .multipleOf(0.01, { error: MESSAGE_KEYS.twoDecimals })
    .meta({ description: `Percent, a JSON number with at most two decimals, ${range(bounds)}.` });
}

/** A whole number (cents, hours, minutes, days, kilometres) as a JSON number, within its bounds. */
export function wholeNumber(key: string, bounds: NumberBounds, unit: string) {
  return bounded(key, bounds)
    .int({ error: key })
    .meta({ description: `${unit}, a whole JSON number, ${range(bounds)}.` });
}

/** An amount in integer cents (4250 is 42.50 euros) as a JSON number, within its bounds. */
export function centsAmount(key: string, bounds: NumberBounds) {
  return wholeNumber(key, bounds, 'Cents');
}
