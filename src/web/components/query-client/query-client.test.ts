import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { retryDelay, retryRead } from './query-client';

const unavailable = (retryAfterSeconds?: number) =>
  new ApiError(503, 'UNAVAILABLE', '', [], { retryAfterSeconds, requestId: 'r1' });

describe('the query cache’s retries', () => {
  it('tries a read five times while the service is away (503 or network), three times otherwise', () => {
    expect([0, 1, 2, 3, 4, 5].map((count) => retryRead(count, unavailable()))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(retryRead(4, new ApiError(0, 'NETWORK', ''))).toBe(true);
    expect([2, 3].map((count) => retryRead(count, new ApiError(500, 'INTERNAL', '')))).toEqual([
      true,
      false,
    ]);
  });

  it('waits as long as the server’s Retry-After says, else doubling from a second, never over 30 s', () => {
    expect(retryDelay(0, unavailable(5))).toBe(5_000);
    expect(retryDelay(3, unavailable(120))).toBe(30_000);
    expect(
      [0, 1, 2, 5].map((attempt) => retryDelay(attempt, new ApiError(500, 'INTERNAL', ''))),
    ).toEqual([1_000, 2_000, 4_000, 30_000]);
  });
});
