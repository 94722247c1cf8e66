import { describe, expect, it } from 'vitest';
import { formatDateTime, formatIsoDay } from './format';

describe('contact request dates', () => {
  it('formats days per language without shifting them', () => {
    expect(formatIsoDay('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatIsoDay('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatIsoDay('nonsense', 'de')).toBe('nonsense');
  });

  it('formats moments with date and 24-hour time', () => {
    const local = new Date(2026, 2, 5, 14, 7).toISOString();
    expect(formatDateTime(local, 'en')).toBe('05/03/2026, 14:07');
    expect(formatDateTime(local, 'de')).toBe('05.03.2026, 14:07');
  });
});
