import { describe, expect, it } from 'vitest';
import { formatDateTime, formatIsoDay } from './format';

describe('contact request dates', () => {
  it('formats days per language without shifting them', () => {
    expect(formatIsoDay('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatIsoDay('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatIsoDay('nonsense', 'de')).toBe('nonsense');
  });

  it('formats moments with date and 24-hour time on the clinics’ clock', () => {
    // The zone is named only on a device outside Berlin, so it is stripped here.
    const moment = '2026-03-05T14:07:00+01:00';
    expect(formatDateTime(moment, 'en').replace(' (Berlin)', '')).toBe('05/03/2026 14:07');
    expect(formatDateTime(moment, 'de').replace(' (Berlin)', '')).toBe('05.03.2026 14:07');
  });
});
