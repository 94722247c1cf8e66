import { matchRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { userEndpoints } from '#shared/contracts/user';
import { loadQueryClient } from '#web/components/query-client/QueryClientGate';
import { api } from '#web/lib/api-client';
import { getAccessToken } from '#web/lib/auth-token';
import { ME_REQUEST, startEarly } from '#web/lib/early-requests';
import type { RouteHandle } from './lazy-route';
import { routes } from './router';

interface Prefetching {
  prefetch?: (client: QueryClient) => unknown;
}

/**
 * A signed-in screen asks for everything it needs the moment the entry runs, in
 * parallel, instead of in a chain (session, then layout, then page, then its data): the user
 * (/api/user/me), the query client, the catalogue and the code of every route on the path, and
 * each page's own data as soon as its code and the query client are there. Public pages and
 * visitors without a stored session start nothing here.
 */
export function startRoute(pathname: string): void {
  if (getAccessToken() === null) return;
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const preload = (match.route.handle as RouteHandle | undefined)?.preload;
    return preload ? [preload] : [];
  });
  if (preloads.length === 0) return;
  startEarly(ME_REQUEST, () => api.call(userEndpoints.me));
  const client = loadQueryClient();
  for (const preload of preloads) {
    void Promise.all([preload(), client])
      .then(([module, queryClient]) => (module as Prefetching | undefined)?.prefetch?.(queryClient))
      // A failed chunk or request is tried again (and reported) when the page renders.
      .catch(() => undefined);
  }
}
