import { z } from 'zod';

/** Query of every server-paged list: page from 0, size, sort field, direction and search text. */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
) {
  return z.object({
    ...pagingFields(5),
    ...sortingFields(sortFields, defaultSort),
    search: z.string().trim().max(200).optional(),
  });
}

/**
 * Page number from 0 and page size (1 to 100): the paging part of a paged list's query. A query
 * string is text, so it is read as a number here; a JSON body never is (src/shared/numbers.ts).
 */
export function pagingFields(defaultPageSize: number) {
  return {
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(defaultPageSize),
  };
}

/** Sort field (one of the list's) and direction: the sorting part of a sortable list's query. */
export function sortingFields<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
) {
  return {
    sort: z.enum(sortFields).default(defaultSort as never),
    direction: z.enum(['asc', 'desc']).default('asc'),
  };
}

/** One page of a server-paged list, as pageSchema() describes it (the web app's answer type). */
export interface Page<T> {
  items: T[];
  total: number;
  /** Present when the list has more rows than `total`, which is then the bound. */
  totalCapped?: true;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    totalCapped: z.literal(true).optional(),
  });
}
