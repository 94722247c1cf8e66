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
import type { Endpoint } from '#shared/endpoint';

/**
 * `app.endpoint(e, opts, handler)`: a route whose method and path come from the shared catalogue
 * (decision 015). Typed like `app.get(path, opts, handler)`, so the zod type provider infers the
 * request and reply from `opts.schema` as before.
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
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    const SchemaCompiler extends FastifySchema = FastifySchema,
  >(
    target: Endpoint,
    opts: RouteShorthandOptions<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >,
    handler: RouteHandlerMethod<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
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
    opts: object,
    handler: unknown,
  ) {
    // `this` is the plugin instance the call is made on: its prefix and hooks apply.
    return this.route({ ...opts, method: target.method, url: target.path, handler } as Parameters<
      FastifyInstance['route']
    >[0]);
  } as FastifyInstance['endpoint']);
});
