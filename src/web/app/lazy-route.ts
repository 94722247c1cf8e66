import { loadFullCatalogue } from '#web/i18n/i18n';

/**
 * A lazy route's module, loaded together with the rest of the translation catalogue (the
 * entry chunk has only the part the public shell and home page use, i18n/index.ts).
 */
export function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullCatalogue()]).then(([module]) => module);
}

/**
 * What a route's `handle` may carry: `preload` loads the route's code at start (app/startup.ts),
 * so it does not wait for the router; a module exporting `prefetch(queryClient)` then starts its data too.
 */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}
