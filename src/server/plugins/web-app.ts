import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { translate } from '#server/i18n/index';

/**
 * Serves the built React app: hashed assets with a long cache, and index.html for every other
 * non-API path so the client router can take over (it shows its own 404 page).
 */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile);
  const prerendered = built ? prerenderedPages(root) : new Map<string, string>();
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
    const page = prerendered.get(pathname) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
});

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
