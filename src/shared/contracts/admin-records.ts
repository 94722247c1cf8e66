import type { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  deletedResponseSchema,
  fieldChangesBodySchema,
  idParamsSchema,
  idsBodySchema,
} from './admin-fields';
import { listQuerySchema, pageSchema } from './lists';

/**
 * The five entries of a record kind the administrator lists, adds, archives, reads and changes
 * field by field (agencies, organisations): one definition, so the kinds cannot drift apart.
 */
export function recordEndpoints<
  const Path extends `/${string}`,
  const F extends readonly [string, ...string[]],
  Body extends z.ZodType,
  Item extends z.ZodType,
>(path: Path, spec: { sort: F; sortDefault: F[number]; createBody: Body; item: Item }) {
  // A path with its id, written so its literal type keeps both parts.
  const one = `${path}/:id` as `${Path}/:id` & `/${string}`;
  return {
    list: endpoint('GET', path, {
      query: listQuerySchema(spec.sort, spec.sortDefault),
      response: pageSchema(spec.item),
      errors: [400, 401, 403],
    }),
    create: endpoint('POST', path, {
      body: spec.createBody,
      response: spec.item,
      status: 201,
      errors: [400, 401, 403],
    }),
    remove: endpoint('DELETE', path, {
      body: idsBodySchema,
      response: deletedResponseSchema,
      errors: [400, 401, 403],
    }),
    one: endpoint('GET', one, {
      params: idParamsSchema,
      response: spec.item,
      errors: [400, 401, 403, 404],
    }),
    update: endpoint('PATCH', one, {
      params: idParamsSchema,
      body: fieldChangesBodySchema,
      response: spec.item,
      errors: [400, 401, 403, 404],
    }),
  };
}
