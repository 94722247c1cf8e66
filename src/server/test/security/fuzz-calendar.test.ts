import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../app';
import { calendarInputs } from './fuzz.calendar';
import { LEAKS, injectOptions, principalFor } from './fuzz.harness';
import type { FuzzInput } from './fuzz.inputs';
import { callFor } from './matrix.calls';
import { apiRoutes, type ApiRoute } from './openapi-routes';
import { buildWorld, headersOf, type World } from './world';

/**
 * Every month, day, week and period field of the API (found in the OpenAPI document) gets the
 * values that once answered 500: years 0000, 0001 and 9999, days that do not exist, extended
 * years, empty, very long and full-width digits. Each is refused with a 4xx and shows no internals.
 */
const ctx = useTestContext();
let world: World;
let routes: { route: ApiRoute; inputs: FuzzInput[]; base: Awaited<ReturnType<typeof callFor>> }[];

beforeAll(async () => {
  world = await buildWorld(ctx);
  routes = [];
  for (const route of apiRoutes(ctx.app)) {
    const base = await callFor(world, route);
    const inputs = calendarInputs(
      route,
      new URLSearchParams(base.url.split('?')[1] ?? ''),
      base.payload,
    );
    if (inputs.length > 0) routes.push({ route, inputs, base });
    else await base.after?.();
  }
});

describe('fuzzing every month, day, week and period field', () => {
  it('finds the known calendar fields in the OpenAPI document', () => {
    const labels = routes.flatMap(({ route, inputs }) =>
      inputs.map((input) => `${route.key} ${input.label.split(' = ')[0]}`),
    );
    for (const field of [
      'GET /api/invoices ?month',
      'POST /api/admin/invoices/runs month',
      'GET /api/timesheets/week ?week',
      'GET /api/reports/fill ?from',
      'GET /api/reports/fill ?to',
      'GET /api/job/calendar ?from',
      'GET /api/job ?from',
      'PUT /api/agency/me/permit permitValidUntil',
      'POST /api/me/unavailability endsAt',
      'POST /api/job dates.0.startDate',
    ])
      expect(labels).toContain(field);
  });

  it(
    'refuses every hostile value with a 4xx and no internals',
    // A guard against a hang, not a speed limit.
    { timeout: 300_000 },
    async () => {
      const findings: { route: string; input: string; status: number; problem: string }[] = [];
      for (const { route, inputs, base } of routes) {
        const principal = route.secured ? principalFor(route) : 'anonymous';
        const [basePath, baseQuery = ''] = base.url.split('?');
        for (const input of inputs) {
          let path = basePath!;
          for (const [name, value] of Object.entries(input.params ?? {})) {
            const index = route.path.split('/').findIndex((part) => part.startsWith(`:${name}`));
            path = path
              .split('/')
              .map((part, at) => (at === index ? value : part))
              .join('/');
          }
          const query = input.query ?? baseQuery;
          const response = await ctx.app.inject(
            injectOptions(
              route,
              query ? `${path}?${query}` : path,
              input,
              await headersOf(world, principal),
            ),
          );
          const report = (problem: string) =>
            findings.push({
              route: route.key,
              input: input.label,
              status: response.statusCode,
              problem,
            });
          if (response.statusCode >= 500)
            report(`${response.statusCode}: ${response.body.slice(0, 200)}`);
          else if (response.statusCode < 400) report('accepted');
          const leak = LEAKS.find((pattern) => pattern.test(response.body));
          if (leak) report(`leaks ${leak}: ${response.body.slice(0, 200)}`);
        }
        await base.after?.();
      }
      const calls = routes.reduce((sum, { inputs }) => sum + inputs.length, 0);
      console.info(`fuzzed the calendar fields of ${routes.length} routes with ${calls} calls`);
      expect(findings).toEqual([]);
    },
  );
});
