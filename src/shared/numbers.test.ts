import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_HOURLY_CENTS,
  MAX_HOURLY_EUROS,
  centsAmount,
  euroAmount,
  percentage,
  wholeNumber,
} from './numbers';
import { MESSAGE_KEYS } from './validation';

const KEY = 'Field_key';

/** Every message of a refusal (one per field is the rule), or [] when the value is taken. */
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** What no JSON number field takes: text of a number and everything a coercion would read. */
const NOT_NUMBERS = [
  '50',
  '55.55',
  '',
  ' 7 ',
  '1e3',
  '0x10',
  true,
  false,
  null,
  [],
  [50],
  {},
  undefined,
];

describe('euroAmount', () => {
  const rate = euroAmount(KEY, { min: 0, aboveMin: true, max: MAX_HOURLY_EUROS });

  it('takes euros with up to two decimals inside the bounds, as sent', () => {
    for (const value of [0.01, 1, 55.5, 55.55, 4.35, 0.29, 9_999.99, MAX_HOURLY_EUROS]) {
      expect(rate.parse(value)).toBe(value);
    }
  });

  it('refuses a third decimal with its own message instead of rounding it', () => {
    for (const value of [55.555, 1.005, 0.001, 9_999.999, 1e-9]) {
      expect(messagesOf(rate, value), String(value)).toEqual([MESSAGE_KEYS.twoDecimals]);
    }
  });

  it('refuses the bounds with the field’s message only: 0 when above 0 is asked, 1e12, -5', () => {
    for (const value of [0, -5, -0.01, MAX_HOURLY_EUROS + 0.01, 1e12, 1e308, 10_000.555]) {
      expect(messagesOf(rate, value), String(value)).toEqual([KEY]);
    }
    expect(euroAmount(KEY, { min: 0, max: 10 }).parse(0)).toBe(0);
  });

  it('refuses a number sent as text, and anything else that is not a JSON number', () => {
    for (const value of [...NOT_NUMBERS, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messagesOf(rate, value), JSON.stringify(value)).toEqual([KEY]);
    }
  });
});

describe('percentage', () => {
  const rate = percentage(KEY);

  it('takes 0 to 100 with two decimals and refuses text, a third decimal and the bounds', () => {
    for (const value of [0, 7.5, 12.25, 100]) expect(rate.parse(value)).toBe(value);
    expect(messagesOf(rate, 8.125)).toEqual([MESSAGE_KEYS.twoDecimals]);
    for (const value of [-1, 100.01, '8', '8.5'])
      expect(messagesOf(rate, value), String(value)).toEqual([KEY]);
  });
});

describe('wholeNumber and centsAmount', () => {
  it('take whole JSON numbers inside the bounds only', () => {
    const hours = wholeNumber(KEY, { min: 0, max: 12 }, 'Hours');
    for (const value of [0, 3, 12]) expect(hours.parse(value)).toBe(value);
    for (const value of [-1, 13, 2.5, 1e12, ...NOT_NUMBERS]) {
      expect(messagesOf(hours, value), JSON.stringify(value)).toEqual([KEY]);
    }
  });

  it('bound an hourly cost in cents by the billing run’s unit price', () => {
    const cost = centsAmount(KEY, { min: 1, max: MAX_HOURLY_CENTS });
    expect(MAX_HOURLY_CENTS).toBe(1_000_000);
    expect(cost.parse(4_250)).toBe(4_250);
    for (const value of [0, 42.5, MAX_HOURLY_CENTS + 1, '4250'])
      expect(messagesOf(cost, value)).toEqual([KEY]);
  });
});

describe('the API description', () => {
  it('says JSON number, the decimals and the bounds', () => {
    const described = z.toJSONSchema(euroAmount(KEY, { min: 0, aboveMin: true, max: 10_000 }));
    expect(described).toMatchObject({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 10_000,
      multipleOf: 0.01,
    });
    expect(z.toJSONSchema(wholeNumber(KEY, { min: 1, max: 7 }, 'Days'))).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 7,
    });
  });
});
