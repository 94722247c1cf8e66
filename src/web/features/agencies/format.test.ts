import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, locationText } from './format';

describe('profile dates', () => {
  it('shows user dates like Mar 05 2020', () => {
    expect(formatShortDate('2020-03-05', 'en')).toBe('Mar 05 2020');
    expect(formatShortDate('2020-03-05', 'de')).toBe('05. März 2020');
    expect(formatShortDate(null, 'en')).toBe('');
  });

  it('shows job dates like March 5th 2020', () => {
    expect(formatLongDate('2020-03-05', 'en')).toBe('March 5th 2020');
    expect(formatLongDate('2020-03-01', 'en')).toBe('March 1st 2020');
    expect(formatLongDate('2020-03-12', 'en')).toBe('March 12th 2020');
    expect(formatLongDate('2020-03-22', 'en')).toBe('March 22nd 2020');
    expect(formatLongDate('2020-03-05', 'de')).toBe('5. März 2020');
  });

  it('joins a location with commas, leaving out blanks', () => {
    expect(locationText(['Main St 1', '10115', null, 'DE'])).toBe('Main St 1, 10115, DE');
  });
});
