import type { QueryLike } from './QueryState';

// A `useQuery` result types its data with `undefined` (not loaded yet); loaded, it is there.
type DataOf<Q extends QueryLike<unknown>> = Exclude<Q['data'], undefined>;

/**
 * Several queries as one for QueryState: loading until all have data, failed when one failed
 * (its error shown), and a retry that fetches again only what failed.
 */
export function allQueries<Q extends Record<string, QueryLike<unknown>>>(
  queries: Q,
): QueryLike<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const list = Object.values(queries);
  const failed = list.filter((query) => query.status === 'error');
  const pending = list.some((query) => query.status === 'pending');
  const data = Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, query.data]));
  return {
    status: failed.length > 0 ? 'error' : pending ? 'pending' : 'success',
    data: failed.length > 0 || pending ? undefined : (data as { [K in keyof Q]: DataOf<Q[K]> }),
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
    isFetching: list.some((query) => query.isFetching),
  };
}
