import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readListQuery, writeListQuery } from './list-query';
import type { ListQuery, ListQueryDefaults } from './list-query';

export type SetListQuery = (patch: Partial<ListQuery>, options?: { replace?: boolean }) => void;

/**
 * A table's page, rows per page, sort, direction and search, kept in the URL's query string.
 * `setQuery` merges a change into the current state (a whole ListQuery works too). Paging and
 * sorting add a history entry (back returns to the previous page of the table); a change of
 * the search text alone replaces it, so typing does not fill the history.
 */
export function useListQuery({
  defaultSort,
  defaultDirection = 'asc',
  pageSize = 5,
  prefix,
}: ListQueryDefaults): [ListQuery, SetListQuery] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const defaults = useMemo(
    () => ({ defaultSort, defaultDirection, pageSize, prefix }),
    [defaultSort, defaultDirection, pageSize, prefix],
  );
  const key = searchParams.toString();
  // Same URL, same object: the query can sit in a TanStack Query key or an effect's deps.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => readListQuery(searchParams, defaults), [key, defaults]);
  const setQuery = useCallback<SetListQuery>(
    (patch, options) => {
      // A late change (the search box's pause ending) after the user already left for another
      // page, whose lazy chunk is still loading, must not pull them back to the list.
      if (typeof window !== 'undefined' && window.location.pathname !== pathname) return;
      setSearchParams(
        (current) =>
          writeListQuery(current, { ...readListQuery(current, defaults), ...patch }, defaults),
        { replace: options?.replace ?? 'search' in patch },
      );
    },
    [setSearchParams, defaults, pathname],
  );
  return [query, setQuery];
}
