import { describe, expect, it } from 'vitest';
import { formatDay } from '#shared/format';
import { locationText } from './format';

describe('profile dates', () => {
  it('are written as every other date: DD/MM/YYYY and DD.MM.YYYY', () => {
    expect(formatDay('2020-03-05', 'en')).toBe('05/03/2020');
    expect(formatDay('2020-03-05', 'de')).toBe('05.03.2020');
    // A job's start is an instant: its day in Berlin.
    expect(formatDay('2020-03-04T23:30:00Z', 'en')).toBe('05/03/2020');
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('soon', 'de')).toBe('soon');
  });

  it('joins a location with commas, leaving out blanks', () => {
    expect(locationText(['Main St 1', '10115', null, 'DE'])).toBe('Main St 1, 10115, DE');
  });
});
