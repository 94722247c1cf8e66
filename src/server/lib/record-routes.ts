import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type {
  deletedResponseSchema,
  fieldChangesBodySchema,
  idParamsSchema,
  idsBodySchema,
  FieldChanges,
} from '#shared/contracts/admin';
import type { listQuerySchema, Page } from '#shared/contracts/lists';
import type { Endpoint } from '#shared/endpoint';

type IdsBody = z.output<typeof idsBodySchema>;
type FieldChangesBody = z.output<typeof fieldChangesBodySchema>;

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type SortFields = readonly [string, ...string[]];

/** A page of rows as the API answers it: each row through the module's mapping. */
export function toPage<Row, Item>(page: Page<Row>, map: (row: Row) => Item): Page<Item> {
  return { items: page.items.map(map), total: page.total, totalCapped: page.totalCapped };
}

type ListParams<F extends SortFields> = z.output<ReturnType<typeof listQuerySchema<F>>>;

export interface RecordRoutes<F extends SortFields, Row, Input, Item> {
  /** The kind's five entries (recordEndpoints), which carry their schemas. */
  endpoints: Record<'list' | 'create' | 'remove' | 'one' | 'update', Endpoint>;
  tag: string;
  /** The OpenAPI summary of each route. */
  summaries: Record<'list' | 'create' | 'remove' | 'one' | 'update', string>;
  toItem: (row: Row) => Item;
  service: {
    list(params: ListParams<F>): Promise<Page<Row>>;
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
  // The zod type provider cannot resolve request types from generic entries: the request parts
  // are named here, and the entries' schemas still check them at run time.
  const admin = app.requireRole('ADMIN');
  const options = (summary: string) => ({
    onRequest: admin,
    schema: { tags: [spec.tag], security: [{ bearerAuth: [] }], summary },
  });
  type IdParams = z.output<typeof idParamsSchema>;

  app.endpoint(endpoints.list, options(summaries.list), async (request) =>
    toPage(await service.list(request.query as ListParams<F>), toItem),
  );
  app.endpoint(endpoints.create, options(summaries.create), async (request, reply) =>
    reply
      .status(201)
      .send(toItem(await service.create(request.body as Input, request.actor!.userId))),
  );
  app.endpoint(endpoints.remove, options(summaries.remove), async (request) =>
    service.archive((request.body as IdsBody).ids, request.actor!.userId),
  );
  app.endpoint(endpoints.one, options(summaries.one), async (request) =>
    toItem(await service.get((request.params as IdParams).id)),
  );
  app.endpoint(endpoints.update, options(summaries.update), async (request) =>
    toItem(
      await service.change(
        (request.params as IdParams).id,
        (request.body as FieldChangesBody).changes,
        request.actor!.userId,
      ),
    ),
  );
}
