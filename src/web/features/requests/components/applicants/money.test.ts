import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes euros the English and the German way', () => {
    expect(formatMoney(45.5, 'en')).toBe('€45.50');
    // Intl puts a no-break space before the sign in German.
    expect(formatMoney(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });
});
