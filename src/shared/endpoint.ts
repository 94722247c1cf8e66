import type { z } from 'zod';

/**
 * One HTTP endpoint of the API, named once: the server registers its route from it and the web
 * client builds its URL from it, so renaming a path changes both, and a call to a path that no
 * longer exists fails to compile instead of failing on the screen (decision 015).
 *
 * Paths are relative to /api and written in Fastify's form (`/job/:id`).
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parameter names of a path template: `'/a/:id/b/:key'` → `'id' | 'key'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? ParamName<Name> | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? ParamName<Name>
      : never;
/** A name ends where a static suffix starts, as in Fastify's `/calendar/:token.ics`. */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}`
  ? Name
  : Segment extends `${infer Name}-${string}`
    ? Name
    : Segment;

/** The values a path template needs; numbers are written in decimal. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string | number };

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Response = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: carries the type of the answer's body to the web client. */
  readonly response?: Response;
}

/** Type only: what a call answers, given as a zod schema's type or as a plain type. */
export interface Returns<Response> {
  readonly response?: Response;
}
export function returns<Response>(): Returns<Response> {
  return {};
}

/** The answer's body of an endpoint (a zod schema's output, or the type given to returns()). */
export type ResponseOf<Target> =
  Target extends Endpoint<HttpMethod, string, infer Response>
    ? Response extends z.ZodType
      ? z.output<Response>
      : Response
    : never;

/**
 * Method and path keep their literal types, so `endpoint('GET', '/job/:id')` knows its `id`;
 * `returns<typeof requestSchema>()` adds the type of the answer.
 */
export function endpoint<
  const Method extends HttpMethod,
  const Path extends `/${string}`,
  Response = unknown,
>(method: Method, path: Path, _response?: Returns<Response>): Endpoint<Method, Path, Response> {
  return Object.freeze({ method, path });
}

export type QueryValue = string | number | boolean | null | undefined;
/** A query string's fields; an array repeats its key (`?id=1&id=2`). */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * The path with its parameters filled in (each encoded as one segment) and the query appended.
 * Query fields that are undefined, null or '' are left out, as an untouched filter is.
 */
export function endpointUrl<Path extends string>(
  target: Endpoint<HttpMethod, Path>,
  params: PathParams<Path>,
  query?: object,
): string {
  const values = params as Record<string, string | number | undefined>;
  const path = target.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    // Only reachable through a cast: the type asks for every name.
    if (value === undefined || value === '')
      throw new Error(`${target.method} ${target.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = queryString(query as QueryParams | undefined);
  return search ? `${path}?${search}` : path;
}

export function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  return search.toString();
}

/** "GET /job/:id", as route tables and test messages name an endpoint. */
export function endpointKey(target: Endpoint): string {
  return `${target.method} ${target.path}`;
}
