import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache. Loaded on demand (QueryClientGate): the public home needs none. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // What QueryClientProvider does on mount; the client lives as long as the page.
  client.mount();
  return client;
}
