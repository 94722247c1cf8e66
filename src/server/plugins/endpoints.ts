import fp from 'fastify-plugin';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointSchemas } from '#shared/endpoint';
import { errorResponses } from '#server/lib/openapi';
import type { errorBodySchema } from '#shared/errors';

/** What a route's `schema` may still say itself: its documentation, never its contract. */
export type RouteDocs = Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>;

type Status<Target> = Target extends { readonly status: infer S extends number } ? S : 200;
type Errors<Target> = Target extends { readonly errors: readonly (infer S extends number)[] }
  ? S
  : never;
type SchemaAt<Target, Key extends keyof EndpointSchemas> = Target extends {
  readonly [K in Key]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;

/** The Fastify schema an entry stands for, as the zod type provider reads it. */
export type RouteSchemaOf<Target extends Endpoint> = RouteDocs & {
  params: SchemaAt<Target, 'params'>;
  querystring: SchemaAt<Target, 'query'>;
  body: SchemaAt<Target, 'body'>;
  response: (Target extends { readonly response: infer Schema extends z.ZodType }
    ? { [S in Status<Target>]: Schema }
    : unknown) &
    (Target extends { readonly responses: infer More } ? More : unknown) & {
      [S in Errors<Target>]: typeof errorBodySchema;
    };
};

/** The Fastify schema of an entry: its contract, and the route's own documentation. */
export function routeSchema(target: Endpoint, docs: RouteDocs = {}): FastifySchema {
  const schema: FastifySchema = { ...docs };
  if (target.params) schema.params = target.params;
  if (target.query) schema.querystring = target.query;
  if (target.body) schema.body = target.body;
  const response = {
    ...(target.response && { [target.status ?? 200]: target.response }),
    ...target.responses,
    ...errorResponses(...(target.errors ?? [])),
  };
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/**
 * `app.endpoint(e, opts, handler)`: a route whose method, path and schemas come from the shared
 * catalogue entry; `opts.schema` adds only documentation (summary, tags, security). The zod type
 * provider infers the request and reply from the entry's schemas.
 */
export interface EndpointRouteMethod<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> =
    RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
> {
  <
    const Target extends Endpoint,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
  >(
    target: Target,
    opts: Omit<
      RouteShorthandOptions<
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        RouteSchemaOf<Target>,
        TypeProvider,
        Logger
      >,
      'schema'
    > & { schema?: RouteDocs },
    handler: RouteHandlerMethod<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      RouteSchemaOf<Target>,
      TypeProvider,
      Logger
    >,
  ): FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>;
}

declare module 'fastify' {
  interface FastifyInstance<
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> =
      RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  > {
    endpoint: EndpointRouteMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger>;
    /** Every route registered so far, as "METHOD /url" (HEAD twins aside): what the catalogue is checked against. */
    routeKeys: () => string[];
  }
}

/** On the root instance, so every plugin (and its /api prefix) registers through it. */
export const endpointsPlugin = fp(async (app) => {
  // Fastify's own route tree prints merged parameter names (`:id|:orgId`); this list is exact.
  const keys: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') keys.push(`${method} ${route.url}`);
  });
  app.decorate('routeKeys', () => [...keys]);
  app.decorate('endpoint', function (
    this: FastifyInstance,
    target: Endpoint,
    opts: { schema?: RouteDocs },
    handler: unknown,
  ) {
    // `this` is the plugin instance the call is made on: its prefix and hooks apply.
    return this.route({
      ...opts,
      schema: routeSchema(target, opts.schema),
      method: target.method,
      url: target.path,
      handler,
    } as Parameters<FastifyInstance['route']>[0]);
  } as FastifyInstance['endpoint']);
});
