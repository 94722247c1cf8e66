import { describe, expect, it } from 'vitest';
import { testI18n } from '#web/test/render';
import { formatDuration, formatHours, formatMonth, formatShare } from './format';

describe('report formats', () => {
  const en = testI18n('en').t;
  const de = testI18n('de').t;

  it('writes durations in hours and minutes, days from a day on', () => {
    expect(formatDuration(95, en)).toBe('1 h 35 min');
    expect(formatDuration(95, de)).toBe('1 Std. 35 Min.');
    expect(formatDuration(12, en)).toBe('12 min');
    expect(formatDuration(120, de)).toBe('2 Std.');
    expect(formatDuration(0, en)).toBe('0 min');
    expect(formatDuration(3 * 1440 + 125, en)).toBe('3 d 2 h');
    expect(formatDuration(1440, de)).toBe('1 Tg.');
    expect(formatDuration(null, en)).toBe('–');
  });

  it('writes shares, hours and months per language', () => {
    expect(formatShare(0.8333, 'en')).toBe('83.3%');
    expect(formatShare(0.8333, 'de')).toBe('83,3\u00a0%');
    expect(formatShare(null, 'de')).toBe('–');
    expect(formatHours(1234.5, 'en')).toBe('1,234.5');
    expect(formatHours(1234.5, 'de')).toBe('1.234,5');
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar 26');
  });
});
