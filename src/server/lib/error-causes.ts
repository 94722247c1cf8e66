/**
 * An error and the errors it wraps (`cause`), outermost first, at most `limit` of them: Drizzle
 * wraps the driver's error, which may wrap a socket's.
 */
export function* errorAndCauses(
  error: unknown,
  limit: number,
): Generator<{ code?: unknown; message?: unknown }> {
  for (
    let current = error, depth = 0;
    current && depth < limit;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    yield current as { code?: unknown; message?: unknown };
  }
}
