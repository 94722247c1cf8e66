import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../app';
import { multipartFile } from '../multipart';
import { WRONG_TOKEN, callFor, fileCallFor } from './matrix.calls';
import { FILE_MATRIX, MATRIX } from './matrix.table';
import { apiRoutes, countRegisteredApiRoutes, type ApiRoute } from './openapi-routes';
import { PRINCIPALS, buildWorld, headersOf, type World } from './world';

/**
 * Every API route called by every kind of principal, against the explicit table in
 * matrix.table.ts. MATRIX_RECORD=<file> writes the observed rows there instead: a draft for a new
 * route's row, to be checked cell by cell before it goes into the table.
 */
const ctx = useTestContext();
let world: World;
let routes: ApiRoute[];

beforeAll(async () => {
  world = await buildWorld(ctx);
  routes = apiRoutes(ctx.app);
});

let address = 0;
/** The body of each answer, so a differing cell names the error it got. */
const bodies: Record<string, string> = {};
async function observe(route: ApiRoute) {
  const row: number[] = [];
  for (const principal of PRINCIPALS) {
    const call = await callFor(world, route);
    address += 1;
    const response = await ctx.app.inject({
      method: route.method,
      url: call.url,
      payload: call.payload as Record<string, unknown> | undefined,
      headers: {
        'accept-language': 'en',
        ...(await headersOf(world, principal, call.freshSession)),
      },
      // Each call from its own address: the per-client rate limits are not what this tests.
      remoteAddress: `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
    await call.after?.();
    if (call.endsAllSessions && principal !== 'anonymous') {
      world.actors[principal].headers = await headersOf(world, principal, true);
    }
    row.push(response.statusCode);
    bodies[`${route.key} as ${principal}`] = response.body.slice(0, 300);
  }
  return row.join(' ');
}

describe('authorization matrix', () => {
  it('has a row for every route the API registers, and none for a route that is gone', () => {
    const keys = routes.map((route) => route.key).sort();
    // A route hidden from the OpenAPI document would escape the table.
    expect(keys.length).toBe(countRegisteredApiRoutes(ctx.app));
    if (process.env.MATRIX_RECORD) return;
    expect(keys).toEqual(Object.keys(MATRIX).sort());
  });

  // A guard against a hang (CI runs it beside the browser tests too), not a speed limit.
  it('answers each principal as the table says', { timeout: 300_000 }, async () => {
    const observed: Record<string, string> = {};
    for (const route of routes) observed[route.key] = await observe(route);
    if (process.env.MATRIX_RECORD) {
      const rows = Object.entries(observed).map(([key, row]) => `  '${key}': '${row}',`);
      writeFileSync(process.env.MATRIX_RECORD, rows.join('\n'));
      return;
    }
    // One line per differing cell, so a failure names the route and the principal.
    const differences = routes.flatMap((route) => {
      const expected = MATRIX[route.key]?.split(' ') ?? [];
      const actual = observed[route.key]!.split(' ');
      return PRINCIPALS.flatMap((principal, index) =>
        expected[index] === actual[index]
          ? []
          : [
              `${route.key} as ${principal}: expected ${expected[index]}, got ${actual[index]} ` +
                bodies[`${route.key} as ${principal}`],
            ],
      );
    });
    expect(differences).toEqual([]);
    expect(routes.length * PRINCIPALS.length).toBe(Object.keys(MATRIX).length * 8);
  });

  it('sends a wrong e-mail confirmation token to the "invalid link" page, confirming nobody', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-email/${WRONG_TOKEN}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/auth/email-confirmation?status=invalid');
  });

  it('serves a private document through no public route, only its signed link', async () => {
    for (const principal of PRINCIPALS) {
      const headers = await headersOf(world, principal);
      const viaFiles = await ctx.app.inject({
        method: 'GET',
        url: `/api/files/${world.ids.pdf}`,
        headers,
      });
      expect(viaFiles.statusCode, principal).toBe(404);
    }
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/documents/${world.ids.document}/link`,
      headers: world.actors.AGENCY.headers,
    });
    const { url } = link.json<{ url: string }>();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The same link with one character of its signature changed is refused.
    const tampered = url.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });
});

describe('cross-organisation file cells', () => {
  it('answers another agency’s file like an unknown id, and an upload of the same bytes with a file of its own', async () => {
    const observed: Record<string, string> = {};
    for (const cell of Object.keys(FILE_MATRIX)) {
      const row: string[] = [];
      for (const principal of PRINCIPALS) {
        const call = await fileCallFor(world, cell, principal);
        const body = call.upload
          ? multipartFile('same.pdf', call.upload, 'application/pdf')
          : undefined;
        address += 1;
        const response = await ctx.app.inject({
          method: call.method,
          url: call.url,
          payload: body?.payload ?? (call.payload as Record<string, unknown> | undefined),
          headers: {
            'accept-language': 'en',
            ...(await headersOf(world, principal)),
            ...body?.headers,
          },
          remoteAddress: `10.21.${Math.floor(address / 250)}.${(address % 250) + 1}`,
        });
        const sameFile =
          response.statusCode === 201 &&
          call.upload &&
          response.json<{ id: string }>().id === world.ids.pdf;
        row.push(sameFile ? 'same' : String(response.statusCode));
      }
      observed[cell] = row.join(' ');
    }
    expect(observed).toEqual(FILE_MATRIX);
  });
});
