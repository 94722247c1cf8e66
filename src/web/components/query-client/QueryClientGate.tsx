import { use, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query loads on demand: the public home page (signed out) uses no query, so its
 * code (about 10 KB gzip) is not part of the landing page. Every route below /:lang except
 * the home waits for it (router.tsx); a component on the home page that uses queries must be
 * lazy and sit inside <QueryClientGate required>.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    (module) => {
      client ??= module.createQueryClient();
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      // A failed chunk (offline, new deploy) may be tried again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => client;

/**
 * Provides the query client once it is loaded. `required`: suspends until it is (the element
 * stays the same either way, so switching `required` never remounts the children).
 */
export function QueryClientGate({
  required = false,
  children,
}: {
  required?: boolean;
  children: ReactNode;
}) {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const value = current ?? (required ? use(loadQueryClient()) : undefined);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
