import type { RouteObject } from 'react-router';

/**
 * Every path pattern of a route table ('/:lang/hospital/requests/:id'), the catch-alls left
 * out: the build hands the list to the server, which answers any other page with 404.
 */
export function routePatterns(routes: readonly RouteObject[], base = ''): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    if (route.path === '*' || route.path?.endsWith('/*')) continue;
    const path =
      route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    if (route.index || (route.path !== undefined && !route.children)) patterns.push(path || '/');
    if (route.children) patterns.push(...routePatterns(route.children, path));
  }
  return [...new Set(patterns)];
}
