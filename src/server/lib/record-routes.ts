import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  deletedResponseSchema,
  fieldChangesBodySchema,
  idParamsSchema,
  idsBodySchema,
  type FieldChanges,
} from '#shared/contracts/admin';
import { listQuerySchema, pageSchema, type Page } from '#shared/contracts/lists';
import type { Endpoint } from '#shared/endpoint';
import { errorResponses } from './openapi';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type SortFields = readonly [string, ...string[]];

/** A page of rows as the API answers it: each row through the module's mapping. */
export function toPage<Row, Item>(page: Page<Row>, map: (row: Row) => Item): Page<Item> {
  return { items: page.items.map(map), total: page.total, totalCapped: page.totalCapped };
}

export interface RecordRoutes<F extends SortFields, Row, Input, Item> {
  endpoints: Record<'list' | 'create' | 'remove' | 'one' | 'update', Endpoint>;
  tag: string;
  /** The OpenAPI summary of each route. */
  summaries: Record<'list' | 'create' | 'remove' | 'one' | 'update', string>;
  sort: { fields: F; default: F[number] };
  createBody: z.ZodType<Input>;
  item: z.ZodType<Item>;
  toItem: (row: Row) => Item;
  service: {
    list(params: z.output<ReturnType<typeof listQuerySchema<F>>>): Promise<Page<Row>>;
    create(input: Input, actorId: string): Promise<Row>;
    archive(ids: string[], actorId: string): Promise<z.output<typeof deletedResponseSchema>>;
    get(id: string): Promise<Row>;
    change(id: string, changes: FieldChanges, actorId: string): Promise<Row>;
  };
}

/**
 * The administrator's five routes of a record kind that is listed, added, archived, read and
 * changed field by field (agencies, organisations): one definition, so the kinds cannot drift apart.
 */
export function registerRecordRoutes<F extends SortFields, Row, Input, Item>(
  app: ZodApp,
  spec: RecordRoutes<F, Row, Input, Item>,
) {
  const { endpoints, summaries, service, toItem } = spec;
  // Widened: the zod type provider cannot resolve request and reply types from a generic schema.
  // toItem and the service are typed instead, and both schemas still check at run time.
  const item: z.ZodType = spec.item;
  const createBody: z.ZodType = spec.createBody;
  const admin = app.requireRole('ADMIN');
  const options = <S extends FastifySchema>(summary: string, schema: S) => ({
    onRequest: admin,
    schema: { tags: [spec.tag], security: [{ bearerAuth: [] }], summary, ...schema },
  });
  const read = errorResponses(400, 401, 403, 404);

  app.endpoint(
    endpoints.list,
    options(summaries.list, {
      querystring: listQuerySchema(spec.sort.fields, spec.sort.default),
      response: { 200: pageSchema(item), ...errorResponses(400, 401, 403) },
    }),
    async (request) => toPage(await service.list(request.query), toItem),
  );
  app.endpoint(
    endpoints.create,
    options(summaries.create, {
      body: createBody,
      response: { 201: item, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(toItem(await service.create(request.body as Input, request.actor!.userId))),
  );
  app.endpoint(
    endpoints.remove,
    options(summaries.remove, {
      body: idsBodySchema,
      response: { 200: deletedResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => service.archive(request.body.ids, request.actor!.userId),
  );
  app.endpoint(
    endpoints.one,
    options(summaries.one, { params: idParamsSchema, response: { 200: item, ...read } }),
    async (request) => toItem(await service.get(request.params.id)),
  );
  app.endpoint(
    endpoints.update,
    options(summaries.update, {
      params: idParamsSchema,
      body: fieldChangesBodySchema,
      response: { 200: item, ...read },
    }),
    async (request) =>
      toItem(await service.change(request.params.id, request.body.changes, request.actor!.userId)),
  );
}
