import { describe, expect, it } from 'vitest';
import { commissionFormSchema, formatPercent, percentInput } from './percent';

const parse = (commissionRate: string) => commissionFormSchema.safeParse({ commissionRate });

describe('the commission field', () => {
  it('reads a point or a German comma, and 0', () => {
    expect(parse('7.5').data).toEqual({ commissionRate: 7.5 });
    expect(parse(' 12,25 ').data).toEqual({ commissionRate: 12.25 });
    expect(parse('0').data).toEqual({ commissionRate: 0 });
    expect(parse('100').data).toEqual({ commissionRate: 100 });
  });

  it('refuses empty, negative, over 100, three decimals and words with the one message', () => {
    for (const text of ['', '-1', '100.01', '101', '7.125', 'ten', '5%']) {
      const result = parse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Commission_rate_invalid');
    }
  });

  it('shows rates in the language of the page', () => {
    expect(percentInput(7.5, 'de')).toBe('7,5');
    expect(percentInput(7.5, 'en')).toBe('7.5');
    expect(formatPercent(7.5, 'en')).toBe('7.5%');
    expect(formatPercent(7.5, 'de').replace(/\s/g, ' ')).toBe('7,5 %');
  });
});
