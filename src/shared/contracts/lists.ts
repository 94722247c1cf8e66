import { z } from 'zod';

/** Query of every server-paged list: page from 0, size, sort field, direction and search text. */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F, defaultSort: F[number]) {
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(5),
    sort: z.enum(sortFields).default(defaultSort as never),
    direction: z.enum(['asc', 'desc']).default('asc'),
    search: z.string().trim().max(200).optional(),
  });
}

/** One page of a server-paged list, as pageSchema() describes it (the web app's answer type). */
export interface Page<T> {
  items: T[];
  total: number;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
