import { describe, expect, it } from 'vitest';
import { formatCount, formatEuro, formatToday } from './format';

describe('dashboard formats', () => {
  it('writes the date in full in each language', () => {
    const day = new Date(2026, 2, 5, 12);
    // The comma after the weekday in English differs between ICU versions.
    expect(formatToday('en', day)).toMatch(/^Thursday,? 5 March 2026$/);
    expect(formatToday('de', day)).toBe('Donnerstag, 5. März 2026');
  });

  it('writes counts and euros per language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatEuro(12345.5, 'en')).toBe('€12,345.50');
    expect(formatEuro(12345.5, 'de').replace(/\s/g, ' ')).toBe('12.345,50 €');
  });
});
