import type { InjectOptions } from 'fastify';
import type { FuzzInput } from './fuzz.inputs';
import { MATRIX } from './matrix.table';
import type { ApiRoute } from './openapi-routes';
import { PRINCIPALS, type Principal } from './world';

/** What the API fuzzers share: the leaks they look for, who calls a route, and how a call is sent. */

/** Internals that must never reach a client. */
export const LEAKS: RegExp[] = [
  /at .*\.[jt]s:\d+/,
  /node_modules/,
  /syntax error/i,
  /relation "/,
  /violates/,
  /duplicate key/,
  /\bSELECT\b/,
  /\binsert into\b/i,
  /invalid input (syntax|value) for/,
  /column "/,
  /invalid byte sequence/,
  /Failed query/,
];

/** The first principal the table lets past the route's guard, the most privileged first. */
export function principalFor(route: ApiRoute): Principal {
  const row = MATRIX[route.key]!.split(' ');
  const preference: Principal[] = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY', 'USER', 'anonymous'];
  return (
    preference.find((principal) => !['401', '403'].includes(row[PRINCIPALS.indexOf(principal)]!)) ??
    'anonymous'
  );
}

let address = 0;
export function injectOptions(
  route: ApiRoute,
  url: string,
  input: FuzzInput,
  headers: Record<string, string>,
): InjectOptions {
  address += 1;
  const options: InjectOptions = {
    method: route.method,
    url,
    headers: { 'accept-language': 'en', ...headers },
    // Each call from its own address: the per-client rate limits would otherwise answer 429 for most.
    remoteAddress: `10.30.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
  };
  const body = input.body;
  if (!body || 'none' in body) return options;
  if ('json' in body)
    return {
      ...options,
      payload: JSON.stringify(body.json),
      headers: { ...options.headers, 'content-type': 'application/json' },
    };
  return {
    ...options,
    payload: body.raw,
    headers: { ...options.headers, 'content-type': body.contentType },
  };
}
