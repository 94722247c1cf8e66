import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointKey, HTTP_METHODS, type Endpoint } from '#shared/endpoint';
import { useTestContext } from '../app';

/**
 * Every route under /api comes from the endpoint catalogue and every catalogue entry is a route:
 * the web builds its URLs from the same entries, so a path the server and the web
 * spell differently cannot exist.
 */

const HOW_TO_ADD =
  'To add or rename a route: put `name: endpoint(METHOD, path, { params, query, body, response, ' +
  'errors })` (path without /api) into the `<domain>Endpoints` object of ' +
  "src/shared/contracts/<domain>.ts, register it in the module's *.routes.ts with " +
  '`app.endpoint(<domain>Endpoints.name, { onRequest, schema: { summary, tags } }, handler)`, ' +
  'and call it from the web with `api.call(<domain>Endpoints.name, { params, query, body })`. ' +
  'A catalogue entry nobody registers is removed from the catalogue.';

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../shared/contracts/*.ts', '!**/*.test.ts'],
  { eager: true },
);

/**
 * The entries the server registers, by key: the catalogue's, and for the entries of the landing
 * page's first load (no zod there) the `*Contract` twins that carry their schemas.
 */
function registeredEntries(): Map<string, Endpoint> {
  const entries = new Map<string, Endpoint>();
  for (const suffix of ['Endpoints', 'Contract'])
    for (const exports of Object.values(modules))
      for (const [group, value] of Object.entries(exports))
        if (group.endsWith(suffix))
          for (const target of Object.values(value as Record<string, Endpoint>))
            entries.set(endpointKey(target), target);
  return entries;
}

/** Every `*Endpoints` object exported by a contract file: the whole catalogue, found by name. */
function catalogue(): Map<string, string> {
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

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/** The field names a schema accepts, as the OpenAPI document lists them. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {}).sort();
}

describe('the OpenAPI document', () => {
  it("takes every route's params, query, body and answers from its catalogue entry", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const entries = registeredEntries();
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const fastifyPath = path.slice(4).replace(/\{(\w+)\}/g, ':$1');
        const key = `${method.toUpperCase()} ${fastifyPath}`;
        const entry = entries.get(key);
        expect(entry, `${key} is documented but no entry has it`).toBeDefined();
        if (!entry) continue;
        const named = (place: string) =>
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === place)
            .map((parameter) => parameter.name)
            .sort();
        expect(named('query'), `${key}: query`).toEqual(fieldNames(entry.query));
        if (entry.params) expect(named('path'), `${key}: params`).toEqual(fieldNames(entry.params));
        expect(operation.requestBody !== undefined, `${key}: body`).toBe(entry.body !== undefined);
        const statuses = [
          ...(entry.response ? [entry.status ?? 200] : []),
          ...Object.keys(entry.responses ?? {}).map(Number),
          ...(entry.errors ?? []),
        ].map(String);
        expect(Object.keys(operation.responses ?? {}).sort(), `${key}: answers`).toEqual(
          expect.arrayContaining(statuses),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });
});
