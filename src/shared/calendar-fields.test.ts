import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CALENDAR_MESSAGE_KEYS,
  dayField,
  epochMsInSupportedYears,
  instantField,
  mondayField,
  monthField,
  periodInOrder,
} from './calendar-fields';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('calendar fields', () => {
  it('takes months of the years 2000 to 2099 and names the range otherwise', () => {
    for (const month of ['2000-01', '2024-02', '2099-12'])
      expect(monthField().parse(month)).toBe(month);
    for (const month of ['0000-01', '0001-01', '1999-12', '2100-01', '9999-12'])
      expect(messageOf(monthField(), month), month).toBe(CALENDAR_MESSAGE_KEYS.outOfRange);
    for (const month of [
      '2024-13',
      '2024-00',
      '-0001-01',
      '２０２４-０１',
      '',
      '2024-1',
      '2024-01-01',
    ])
      expect(messageOf(monthField(), month), month).toBe(CALENDAR_MESSAGE_KEYS.month);
  });

  it('takes real calendar days only', () => {
    for (const day of ['2024-02-29', '2000-01-01', '2099-12-31'])
      expect(dayField().parse(day)).toBe(day);
    for (const day of [
      '2024-02-30',
      '2025-02-29',
      '2024-04-31',
      '２０２４-０１-０１',
      '+275760-09-13',
    ])
      expect(messageOf(dayField(), day), day).toBe(CALENDAR_MESSAGE_KEYS.day);
    expect(messageOf(dayField(), '0000-01-01')).toBe(CALENDAR_MESSAGE_KEYS.outOfRange);
    expect(messageOf(dayField('Date_required'), 'x')).toBe('Date_required');
  });

  it('takes a week by its Monday', () => {
    expect(mondayField().parse('2026-12-07')).toBe('2026-12-07');
    for (const day of ['2026-12-08', '2026-12-13'])
      expect(messageOf(mondayField(), day), day).toBe(CALENDAR_MESSAGE_KEYS.monday);
  });

  it('takes instants with an offset in the supported years, and shifts in epoch milliseconds', () => {
    expect(instantField().parse('2026-12-07T10:00:00+01:00')).toBe('2026-12-07T10:00:00+01:00');
    expect(messageOf(instantField(), '9999-12-31T23:59:59.999Z')).toBe(
      CALENDAR_MESSAGE_KEYS.outOfRange,
    );
    expect(messageOf(instantField(), '+275760-09-13T00:00:00.000Z')).toBe(
      CALENDAR_MESSAGE_KEYS.day,
    );
    expect(epochMsInSupportedYears(Date.parse('2026-12-07T10:00:00Z'))).toBe(true);
    for (const ms of [0, Date.parse('2100-01-01T00:00:00Z'), 8.64e15, 8.64e15 + 1, Number.NaN])
      expect(epochMsInSupportedYears(ms), String(ms)).toBe(false);
  });

  it('refuses a period whose end lies before its start, naming the end', () => {
    const period = z
      .object({ from: z.string().optional(), to: z.string().optional() })
      .superRefine(periodInOrder('from', 'to'));
    expect(period.safeParse({ from: '2026-12-07', to: '2026-12-07' }).success).toBe(true);
    expect(period.safeParse({ from: '2026-12-07' }).success).toBe(true);
    expect(
      period.safeParse({ from: '2026-12-07T10:00:00+01:00', to: '2026-12-07T09:30:00Z' }).success,
    ).toBe(true);
    expect(
      period.safeParse({ from: '2026-12-08', to: '2026-12-07' }).error?.issues[0],
    ).toMatchObject({
      path: ['to'],
      message: CALENDAR_MESSAGE_KEYS.order,
    });
  });
});
