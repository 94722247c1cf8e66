import { describe, expect, it } from 'vitest';
import { endpointKey, HTTP_METHODS, type Endpoint } from '#shared/endpoint';
import { useTestContext } from '../app';

/**
 * Every route under /api comes from the endpoint catalogue and every catalogue entry is a route:
 * the web builds its URLs from the same entries, so a path the server and the web
 * spell differently cannot exist.
 */

const HOW_TO_ADD =
  'To add or rename a route: put `name: endpoint(METHOD, path)` (path without /api) into the ' +
  "`<domain>Endpoints` object of src/shared/contracts/<domain>.ts, register it in the module's " +
  '*.routes.ts with `app.endpoint(<domain>Endpoints.name, { schema, ... }, handler)`, and call it ' +
  'from the web with `api.call(<domain>Endpoints.name, { params, query, body })`. A catalogue ' +
  'entry nobody registers is removed from the catalogue.';

/** Every `*Endpoints` object exported by a contract file: the whole catalogue, found by name. */
function catalogue(): Map<string, string> {
  const modules = import.meta.glob<Record<string, unknown>>(
    ['../../../shared/contracts/*.ts', '!**/*.test.ts'],
    {
      eager: true,
    },
  );
  const entries = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [group, value] of Object.entries(exports)) {
      if (!group.endsWith('Endpoints')) continue;
      for (const [name, target] of Object.entries(value as Record<string, Endpoint>)) {
        const key = endpointKey(target);
        const where = `${file.replace(/^.*\/shared\//, 'src/shared/')}: ${group}.${name}`;
        if (entries.has(key))
          throw new Error(`${key} is in the catalogue twice (${entries.get(key)} and ${where})`);
        entries.set(key, where);
      }
    }
  }
  return entries;
}

const ctx = useTestContext();

describe('the endpoint catalogue', () => {
  it('holds only well-formed entries', () => {
    for (const [key, where] of catalogue()) {
      const [method, path] = key.split(' ');
      expect(HTTP_METHODS, where).toContain(method);
      expect(path, `${where}: paths start with / and leave out the /api prefix`).toMatch(
        /^\/(?!api\/)/,
      );
    }
  });

  it('names every route Fastify registered under /api', () => {
    const entries = catalogue();
    const registered = ctx.app
      .routeKeys()
      .filter((key) => /^\w+ \/api\//.test(key) && !/^\w+ \/api\/docs(\/|$)/.test(key))
      .map((key) => key.replace(' /api/', ' /'));
    const missing = registered.filter((key) => !entries.has(key));
    expect(missing, `Routes outside the endpoint catalogue. ${HOW_TO_ADD}`).toEqual([]);
  });

  it('has a registered route for every entry', () => {
    const registered = new Set(ctx.app.routeKeys());
    const unregistered = [...catalogue()]
      .filter(([key]) => !registered.has(key.replace(' /', ' /api/')))
      .map(([key, where]) => `${key} (${where})`);
    expect(unregistered, `Catalogue entries no route registers. ${HOW_TO_ADD}`).toEqual([]);
  });
});
