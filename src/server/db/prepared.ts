import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL: a parameterised statement the process sends a second time goes out as a named
 * prepared statement, so each connection has the server parse it once and may keep its plan
 * (decision 044). Drizzle builds most statements per call with their values as parameters, so the
 * same text comes back on every call of a route; unnamed, the server parsed and planned it each
 * time (half of a list call's database time under load).
 *
 * Bounded: the process remembers at most `texts` distinct texts of at most `textLength`
 * characters (a text seen once is only remembered, so one-off statements are never prepared; a
 * longer one lists many values and rarely repeats), and a connection prepares at most
 * `perConnection` of them; past any bound a statement goes out unnamed, as before.
 */
export const PREPARED_LIMITS = { texts: 500, perConnection: 200, textLength: 16_384 } as const;

/** text → its statement name once seen twice; null while seen once. */
const nameByText = new Map<string, string | null>();

/**
 * Statements worth preparing: parameterised queries and DML, a parenthesised union too (the timeline,
 * reports), not utility statements. PGlite's naming (decision 051) uses the same test.
 */
export const PREPARABLE = /^[\s(]*(select|with|insert|update|delete|values)\b/i;

/**
 * A search (`like $n`): planned per call with its pattern. Its generic plan cannot see the
 * pattern, guesses it matches many rows, and ANDs it with a range index over the whole list:
 * the job board's search read all 1,000,000 entries of `requests_state_last_end_idx` (72 ms
 * against 0.5 ms planned with the pattern, docs/benchmarks.md "Both sizes side by side").
 */
const SEARCH_PATTERN = /\blike \$\d/i;

/** Whether a parameterised statement may be named (both here and PGlite's naming, decision 051). */
export const namable = (text: string) => PREPARABLE.test(text) && !SEARCH_PATTERN.test(text);

function nameFor(text: string): string | undefined {
  const known = nameByText.get(text);
  if (known) return known;
  if (known === undefined) {
    if (nameByText.size < PREPARED_LIMITS.texts) nameByText.set(text, null);
    return undefined;
  }
  // 63 bytes is PostgreSQL's limit for a name; 240 bits of SHA-256 make a collision moot.
  const name = `auto_${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
  nameByText.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * Wraps one pooled client's `query` (the pool's `connect` event) so a repeated parameterised
 * statement carries a name. A config that already has a name (Drizzle's `.prepare(name)`) or no
 * parameters (BEGIN, SET, migrations) is sent as given.
 */
export function prepareRepeatedStatements(client: pg.PoolClient) {
  const prepared = new Set<string>();
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (config: unknown, ...rest: unknown[]) => {
    const given = config as QueryConfigLike | null;
    if (
      typeof given === 'object' &&
      given !== null &&
      !given.name &&
      typeof given.submit !== 'function'
    ) {
      const { text, values } = given;
      const parameters = Array.isArray(values) ? values : rest[0];
      if (
        typeof text === 'string' &&
        text.length <= PREPARED_LIMITS.textLength &&
        Array.isArray(parameters) &&
        parameters.length > 0 &&
        namable(text)
      ) {
        const name = nameFor(text);
        if (name && (prepared.has(name) || prepared.size < PREPARED_LIMITS.perConnection)) {
          prepared.add(name);
          return send({ ...given, name }, ...rest);
        }
      }
    }
    return send(config, ...rest);
  };
  client.query = query as typeof client.query;
}
