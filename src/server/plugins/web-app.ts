import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { translate } from '#server/i18n/index';
import { matchesRoute } from './web-routes';

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for the app's
 * pages so the client router can take over. A path that is none of the router's pages gets
 * index.html too, where the app shows its not-found page, but with status 404 (search engines
 * and link checkers see a dead link as dead).
 */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile);
  const prerendered = built ? prerenderedPages(root) : new Map<string, string>();
  const patterns = built ? routePatterns(root) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // scripts/compress-assets.mjs writes .br and .gz files at build time.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage) {
      return reply.status(404).send({
        error: {
          code: 'NOT_FOUND',
          message: translate(request.language ?? 'en', 'errors.NOT_FOUND'),
        },
      });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run "npm run build" (npm start does it for you).');
    }
    // A file-like path that does not exist is a real 404, not a client route.
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // A public page prerendered at build time (scripts/prerender.mjs), for exactly its path.
    const pathname = (request.url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
    const page = prerendered.get(pathname);
    if (!page && patterns && !matchesRoute(patterns, pathname)) {
      return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
  });
});

/** The router's path patterns scripts/prerender.mjs wrote; null (every page known) if absent. */
function routePatterns(root: string): string[] | null {
  try {
    const list: unknown = JSON.parse(readFileSync(path.join(root, 'routes.json'), 'utf8'));
    return Array.isArray(list) && list.every((entry) => typeof entry === 'string') ? list : null;
  } catch {
    return null;
  }
}

/** Path -> file (relative to root) of the pages scripts/prerender.mjs wrote; none if absent. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  try {
    const list: unknown = JSON.parse(readFileSync(path.join(root, 'prerendered.json'), 'utf8'));
    if (!Array.isArray(list)) return pages;
    for (const pathname of list) {
      if (typeof pathname !== 'string' || !/^(\/[A-Za-z0-9-]+)+$/.test(pathname)) continue;
      const file = `${pathname.slice(1)}/index.html`;
      if (existsSync(path.join(root, file))) pages.set(pathname, file);
    }
  } catch {
    // Not prerendered (an older build): every page gets index.html.
  }
  return pages;
}
