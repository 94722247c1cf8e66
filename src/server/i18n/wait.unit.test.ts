import { describe, expect, it } from 'vitest';
import { waitText } from './wait';

describe('the wait of a Retry-After, in words', () => {
  it.each([
    [1, 'in 1 second', 'in 1 Sekunde'],
    [2, 'in 2 seconds', 'in 2 Sekunden'],
    [45, 'in 45 seconds', 'in 45 Sekunden'],
    [59, 'in 59 seconds', 'in 59 Sekunden'],
    [60, 'in 1 minute', 'in 1 Minute'],
    [61, 'in 2 minutes', 'in 2 Minuten'],
    [180, 'in 3 minutes', 'in 3 Minuten'],
    [900, 'in 15 minutes', 'in 15 Minuten'],
    [3600, 'in 60 minutes', 'in 60 Minuten'],
    [7200, 'in 120 minutes', 'in 120 Minuten'],
    [7201, 'in 3 hours', 'in 3 Stunden'],
    [86_400, 'in 24 hours', 'in 24 Stunden'],
  ])('%i s: "%s", "%s"', (seconds, en, de) => {
    expect(waitText('en', seconds)).toBe(en);
    expect(waitText('de', seconds)).toBe(de);
  });

  it('never says less than the header: parts of a unit round up, and no wait is under a second', () => {
    expect(waitText('en', 0.2)).toBe('in 1 second');
    expect(waitText('en', 0)).toBe('in 1 second');
    expect(waitText('de', 119.5)).toBe('in 2 Minuten');
  });
});
