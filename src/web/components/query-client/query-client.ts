import { QueryClient } from '@tanstack/react-query';
import { isApiError, isUnavailable } from '#web/lib/api-client';
import { persistQueryClient } from '#web/lib/query-persistence';

/** Reads wait out a short outage (503, network): five tries over about half a minute. */
const UNAVAILABLE_TRIES = 5;

/** How often a failed read is tried again: longer while the service is away, else React Query's 3. */
export function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < (isUnavailable(error) ? UNAVAILABLE_TRIES : 3);
}

/** The server's Retry-After when it sent one, else doubling from a second; at most 30 s. */
export function retryDelay(attempt: number, error: unknown): number {
  const serverSays = isApiError(error) ? error.retryAfterSeconds : undefined;
  return Math.min(serverSays !== undefined ? serverSays * 1000 : 1000 * 2 ** attempt, 30_000);
}

/** The app's one query cache. Loaded on demand (QueryClientGate): the public home needs none. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryRead, retryDelay },
      mutations: { retry: false },
    },
  });
  // What QueryClientProvider does on mount; the client lives as long as the page.
  client.mount();
  // My shifts, the offer page and the calendar open offline with their last data.
  persistQueryClient(client);
  return client;
}
