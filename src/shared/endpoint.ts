import type { z } from 'zod';

/**
 * One HTTP endpoint of the API, its whole contract in one place: method, path, and the schemas of
 * its params, query, body and answer. The server registers, validates and documents its route
 * from it; the web client builds its URL and types its query, body and answer from it. Renaming
 * a path or changing a body changes both sides, and a call that no longer fits fails to compile
 * instead of failing on the screen.
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

/**
 * What an endpoint takes and answers, as zod schemas: the server validates and documents its
 * route with them, the web client types its calls from them. `response` answers with `status`
 * (200 unless given); `errors` are the statuses that answer with the one error shape.
 */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly status?: number;
  /** Further answers with a shape of their own (a readiness probe's 503). */
  readonly responses?: Readonly<Record<number, z.ZodType>>;
  readonly errors?: readonly number[];
  /** Type only, never set: the answer of an entry without a response schema (see returns()). */
  readonly responseType?: unknown;
  /** Type only, never set: the body of an entry whose schema lives elsewhere (see sends()). */
  readonly bodyType?: unknown;
}

export type Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Schemas extends EndpointSchemas = EndpointSchemas,
> = { readonly method: Method; readonly path: Path } & Schemas;

/**
 * Type only: the answer of an entry that carries no response schema — a file, a redirect, an
 * empty answer, or an entry in the landing page's first load, which may not import zod.
 */
export interface Returns<Response> {
  readonly responseType?: Response;
}
export function returns<Response>(): Returns<Response> {
  return {};
}

/** Type only: the body of a first-load entry, whose schema is added with withSchemas(). */
export interface Sends<Body> {
  readonly bodyType?: Body;
}
export function sends<Body>(): Sends<Body> {
  return {};
}

/** The answer's body of an endpoint: its response schema's output, or the type given to returns(). */
export type ResponseOf<Target> = Target extends {
  readonly response: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : Target extends { readonly responseType?: infer Response }
    ? unknown extends Response
      ? unknown
      : Response extends z.ZodType
        ? z.output<Response>
        : Response
    : unknown;

/** What a call sends as its JSON body (never, when the entry takes none). */
export type BodyOf<Target> = Target extends { readonly body: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : Target extends { readonly bodyType?: infer Body }
    ? unknown extends Body
      ? never
      : Body extends z.ZodType
        ? z.input<Body>
        : Body
    : never;

/** What a call sends as its query string (never, when the entry takes none). */
export type QueryOf<Target> = Target extends { readonly query: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : never;

/**
 * Method and path keep their literal types, so `endpoint('GET', '/job/:id')` knows its `id`; the
 * schemas keep theirs, so the server and the web client type requests and answers from them.
 */
export function endpoint<
  const Method extends HttpMethod,
  const Path extends `/${string}`,
  const Schemas extends EndpointSchemas = Record<never, never>,
>(method: Method, path: Path, schemas?: Schemas): Endpoint<Method, Path, Schemas> {
  return Object.freeze({ ...schemas, method, path }) as Endpoint<Method, Path, Schemas>;
}

/**
 * The schemas of an entry that lives in the landing page's first load (no zod there), added
 * where zod may be imported; the answer must be the one the entry promises.
 */
export function withSchemas<
  Target extends Endpoint,
  const Schemas extends EndpointSchemas & {
    readonly response?: z.ZodType<ResponseOf<Target>>;
    readonly body?: [BodyOf<Target>] extends [never]
      ? z.ZodType
      : z.ZodType<unknown, BodyOf<Target>>;
  },
>(target: Target, schemas: Schemas): Endpoint<Target['method'], Target['path'], Schemas> {
  return endpoint(target.method, target.path as `/${string}`, schemas) as Endpoint<
    Target['method'],
    Target['path'],
    Schemas
  >;
}

export type QueryValue = string | number | boolean | null | undefined;
/** A query string's fields; an array repeats its key (`?id=1&id=2`). */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * The path with its parameters filled in (each encoded as one segment) and the query appended.
 * Query fields that are undefined, null or '' are left out, as an untouched filter is.
 */
export function endpointUrl<Path extends string>(
  target: { readonly method: HttpMethod; readonly path: Path },
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
export function endpointKey(target: { readonly method: string; readonly path: string }): string {
  return `${target.method} ${target.path}`;
}
