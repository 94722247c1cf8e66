import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../app';
import { changedTables, fingerprint } from './db-fingerprint';
import { LEAKS, injectOptions, principalFor } from './fuzz.harness';
import { bodyInputs, paramInputs, queryInputs, type FuzzInput } from './fuzz.inputs';
import { callFor } from './matrix.calls';
import { apiRoutes, type ApiRoute } from './openapi-routes';
import { buildWorld, headersOf, type Principal, type World } from './world';

/**
 * Hostile input for every API route that takes a body, query or path parameters, sent as a
 * principal who passes the route's guard (so validation and the service are reached) and
 * anonymously. No answer may be a 5xx or show a stack trace or SQL, and a refused call may not
 * change any data. Seeds are fixed: a failure names the route and input and reproduces.
 */
const ctx = useTestContext();
let world: World;
let routes: ApiRoute[];

beforeAll(async () => {
  world = await buildWorld(ctx);
  // FUZZ_ROUTES=<regex> fuzzes the matching routes only, to reproduce one finding quickly.
  const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
  routes = apiRoutes(ctx.app).filter(
    (route) =>
      (route.body || route.query.length > 0 || route.params.length > 0) &&
      (!only || only.test(route.key)),
  );
});

// Far above any honest answer even on a loaded machine (not a speed test): a backtracking
// pattern held the process for 10 s and more.
const SLOW_MS = 10_000;
const ANONYMOUS_TOO =
  /body|JSON|proto|constructor|deep|text\/plain|form|XML|multipart|not a uuid|SQL|10 KB/;

type Finding = {
  route: string;
  input: string;
  principal: Principal;
  status: number;
  problem: string;
};

describe('fuzzing every JSON route', () => {
  it(
    'answers hostile input with 4xx, no internals, and no change from refused calls',
    // A guard against a hang, not a speed limit: CI runs this file on PostgreSQL beside the browser
    // tests on one core, where its 21,000 calls took 412 s on a loaded machine.
    { timeout: 600_000 },
    async () => {
      const findings: Finding[] = [];
      let calls = 0;
      const started = Date.now();

      for (const route of routes) {
        const base = await callFor(world, route);
        const [basePath, baseQuery = ''] = base.url.split('?');
        const baseParams = Object.fromEntries(
          route.params.map((param) => [
            param.name,
            basePath!.split('/')[
              route.path.split('/').findIndex((part) => part.startsWith(`:${param.name}`))
            ]!,
          ]),
        );
        const inputs = [
          ...bodyInputs(route),
          ...paramInputs(route),
          ...queryInputs(route, new URLSearchParams(baseQuery)),
        ];
        // Public routes are fuzzed anonymously; the others as a principal past their guard and, with
        // the inputs that test the parsing rather than the rules, anonymously too (refused before parsing).
        const principal = route.secured ? principalFor(route) : 'anonymous';
        const callersOf = (input: FuzzInput): Principal[] =>
          principal === 'anonymous' || !ANONYMOUS_TOO.test(input.label)
            ? [principal]
            : [principal, 'anonymous'];
        const urlFor = (input: FuzzInput) => {
          let path = route.path;
          for (const param of route.params) {
            const value =
              input.params?.[param.name] ?? baseParams[param.name]!.replace(/\.ics$/, '');
            path = path.replace(`:${param.name}`, value);
          }
          const query = input.query ?? baseQuery;
          return query ? `${path}?${query}` : path;
        };

        // First pass: every input; second pass, when some were accepted, the refused ones alone
        // between two fingerprints (an accepted call may change data, a refused one may not).
        const refused: { input: FuzzInput; caller: Principal }[] = [];
        let before = await fingerprint(ctx.db);
        let accepted = 0;
        const send = async (input: FuzzInput, caller: Principal) => {
          calls += 1;
          if (process.env.FUZZ_TRACE === 'calls')
            process.stderr.write(`  ${caller} ${input.label}\n`);
          const sent = Date.now();
          const response = await ctx.app.inject(
            injectOptions(route, urlFor(input), input, await headersOf(world, caller)),
          );
          const took = Date.now() - sent;
          const report = (problem: string) =>
            findings.push({
              route: route.key,
              input: input.label,
              principal: caller,
              status: response.statusCode,
              problem,
            });
          // One call holding the process this long is a denial of service (it found a backtracking regex).
          if (took > SLOW_MS) report(`took ${took} ms`);
          if (response.statusCode >= 500)
            report(`${response.statusCode}: ${response.body.slice(0, 200)}`);
          const leak = LEAKS.find((pattern) => pattern.test(response.body));
          if (leak) report(`leaks ${leak}: ${response.body.slice(0, 200)}`);
          return response.statusCode;
        };
        for (const input of inputs) {
          for (const caller of callersOf(input)) {
            const status = await send(input, caller);
            if (status >= 300) refused.push({ input, caller });
            else accepted += 1;
          }
        }
        await base.after?.();
        if (process.env.FUZZ_TRACE)
          process.stderr.write(
            `${route.key}: ${inputs.length} inputs, ${Date.now() - started} ms\n`,
          );
        if (accepted > 0) {
          before = await fingerprint(ctx.db);
          let acceptedAgain = false;
          for (const { input, caller } of refused)
            acceptedAgain = (await send(input, caller)) < 300 || acceptedAgain;
          // A call refused the first time but accepted now (the first pass changed the state) spoils the comparison.
          if (acceptedAgain)
            findings.push({
              route: route.key,
              input: '(second pass)',
              principal,
              status: 0,
              problem: 'a refused call was accepted on the second pass',
            });
        }
        const changed = changedTables(before, await fingerprint(ctx.db));
        if (changed.length > 0) {
          findings.push({
            route: route.key,
            input: '(refused calls)',
            principal,
            status: 0,
            problem: `refused calls changed ${changed.join(', ')}`,
          });
        }
      }

      console.info(
        `fuzzed ${routes.length} routes with ${calls} calls in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect(findings).toEqual([]);
    },
  );
});
