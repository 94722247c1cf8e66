// ESLint 9 flat config. TypeScript-aware without type information (fast), plus the
// architecture's import boundaries (shared/ARCHITECTURE.md, "Boundaries").
//
// How the boundaries are expressed: no-restricted-imports matches the import string, not the
// resolved file, so rules that depend on where a file sits (leaving src/shared, reaching a
// sibling feature) are generated per folder depth. Two rules carry them so that they never
// overwrite each other's options (flat config replaces a rule's options, it does not merge):
//   no-restricted-imports                     layer rules: shared / server / web
//   @typescript-eslint/no-restricted-imports  rules inside a layer: Drizzle in the server,
//                                             feature to feature in the web
// Each rule is configured by file globs that do not overlap.
import { builtinModules } from 'node:module';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = '{ts,tsx,mts,cts}';
const MAX_DEPTH = 8; // deepest folder nesting the generated depth rules cover

/** Glob for files exactly `depth` levels below `dir` (depth 1 = directly inside). */
const atDepth = (dir, depth, suffix = '') => `${dir}/${'*/'.repeat(depth - 1)}*${suffix}.${TS}`;
/** Regex source matching a relative import that climbs `n` folders (`../../` for 2). */
const up = (n) => `^(\\.\\./){${n}}`;
/** Regex source: not followed by `.`, `..` or the end (so `../x` but not `../..`). */
const notDotSegment = '(?!\\.\\.?(/|$))';

const nodeBuiltins = builtinModules
  .filter((m) => !m.startsWith('_'))
  .map((m) => m.replace(/\//g, '\\/'));
const nodeBuiltinRegex = `^(node:|(${nodeBuiltins.join('|')})(/|$))`;

// --- layer rules (no-restricted-imports) -------------------------------------------------

const sharedMessage =
  'src/shared is isomorphic: it may import only zod and files inside src/shared (no react, fastify, node:*, server or web).';

const TESTS = `**/*.test.${TS}`;

/**
 * src/shared at each depth: only zod and relative files that stay inside src/shared.
 * Its tests may also import the test tools.
 */
const sharedLayerAt = (depth, tests) => ({
  name: `boundaries/shared${tests ? '-tests' : ''}-depth-${depth}`,
  files: [atDepth('src/shared', depth, tests ? '.test' : '')],
  ...(tests ? {} : { ignores: [TESTS] }),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          // anything that is neither zod (nor a test tool, in tests) nor a relative path
          {
            regex: `^(?!(${tests ? 'zod|vitest|fast-check' : 'zod'})(/|$)|\\.\\.?(/|$))`,
            message: sharedMessage,
          },
          // a relative path that climbs out of src/shared (../ from a file directly inside)
          { regex: up(depth), message: sharedMessage },
        ],
      },
    ],
  },
});
const sharedLayer = Array.from({ length: MAX_DEPTH }, (_, i) => [
  sharedLayerAt(i + 1, false),
  sharedLayerAt(i + 1, true),
]).flat();

const serverLayer = {
  name: 'boundaries/server-layer',
  files: [`src/server/**/*.${TS}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\.?/|[@~#]/|src/)(.*/)?web(/|$)',
            message: 'The server must not import from src/web; share code through src/shared.',
          },
        ],
      },
    ],
  },
};

const webNoServer = {
  regex: '^(\\.\\.?/|[@~#]/|src/)(.*/)?server(/|$)',
  message: 'The web app must not import from src/server; share code through src/shared.',
};
const webLayer = [
  {
    name: 'boundaries/web-layer',
    files: [`src/web/**/*.${TS}`],
    ignores: [TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNoServer,
            {
              regex: nodeBuiltinRegex,
              message: 'The web app runs in the browser: no Node.js built-in modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests run in Node (e.g. reading en.json and de.json), but still never reach the server.
    name: 'boundaries/web-layer-tests',
    files: [`src/web/${TESTS}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNoServer] }] },
  },
];

// --- rules inside a layer (@typescript-eslint/no-restricted-imports) ----------------------

const drizzleMessage =
  'Only *.queries.ts, src/server/db/** and test helpers touch Drizzle or the db schema (routes → service → queries → db).';

const drizzlePatterns = [
  { regex: '^drizzle-(orm|kit)(/|$)', message: drizzleMessage },
  { regex: '(^|/)db/schema([./]|$)', message: drizzleMessage },
];
const ROUTES = 'src/server/**/*.routes.ts';

const serverDrizzle = {
  name: 'boundaries/server-drizzle',
  files: [`src/server/**/*.${TS}`],
  ignores: [
    'src/server/**/*.queries.ts',
    'src/server/db/**',
    'src/server/test/**',
    `src/server/**/*.test.${TS}`,
    ROUTES, // boundaries/server-routes carries the Drizzle patterns there
  ],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: drizzlePatterns }] },
};

/** Routes reach the data through a service that app.ts passes in, never through queries. */
const serverRoutes = {
  name: 'boundaries/server-routes',
  files: [ROUTES],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          ...drizzlePatterns,
          {
            regex: '(^|/)[^/]*\\.queries(\\.[jt]s)?$',
            message:
              'Routes do not import queries (routes → service → queries → db): call the service app.ts passes in; sort-field lists live in src/shared/contracts.',
          },
        ],
      },
    ],
  },
};

/** src/web/features/<a>/... at each depth: nothing from another feature. */
const featureMessage =
  'A feature does not import another feature: move shared code to src/web/components or src/web/lib, or compose the features in a route.';
const webFeatures = Array.from({ length: MAX_DEPTH }, (_, i) => {
  const depth = i + 1;
  return {
    name: `boundaries/web-feature-depth-${depth}`,
    files: [atDepth('src/web/features/*', depth)],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            // climbs exactly to src/web/features and goes down into a feature folder
            { regex: `${up(depth)}${notDotSegment}`, message: featureMessage },
            // names a feature folder by path (../../features/b, @/web/features/b, ...)
            { regex: '(^|/)features/', message: featureMessage },
          ],
        },
      ],
    },
  };
});

// --- web routes hold only pages -----------------------------------------------------------

// src/web/routes/ holds thin pages that compose features (docs/architecture.md):
// a file there is a *Page.tsx or *Layout.tsx of at most ROUTE_MAX_LINES lines, and cards,
// tables, forms and hooks live in src/web/features/<domain>/. There is no route index here
// (the route table is src/web/app/router.tsx).
const ROUTE_MAX_LINES = 150;
const webRoutes = [
  {
    name: 'web-routes/pages-only',
    files: [`src/web/routes/**/*.${TS}`],
    ignores: ['src/web/routes/**/*Page.tsx', 'src/web/routes/**/*Layout.tsx'],
    rules: {
      // Reported once per file: the rule matches the whole program, so the file name is the fault.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'src/web/routes/ holds only pages (*Page.tsx, *Layout.tsx); move cards, tables, forms and hooks to src/web/features/<domain>/.',
        },
      ],
    },
  },
  {
    name: 'web-routes/thin-pages',
    files: [`src/web/routes/**/*.${TS}`],
    rules: {
      // Counted like `wc -l` (blank lines and comments included), so the limit is easy to check.
      'max-lines': ['error', { max: ROUTE_MAX_LINES, skipBlankLines: false, skipComments: false }],
    },
  },
];

// --- endpoints from the catalogue (decision 015) --------------------------------------------

// A route's method and path come from its entry in src/shared/contracts/<domain>.ts, registered
// with app.endpoint(entry, opts, handler); the web builds its URLs from the same entry.
const ROUTE_VERBS = '/^(get|post|put|patch|delete|head|options|all)$/';
const endpointMessage =
  'Register routes with app.endpoint(<domain>Endpoints.<name>, opts, handler): add the method and path to the catalogue in src/shared/contracts/<domain>.ts (decision 015).';
const serverEndpoints = {
  name: 'endpoints/server-routes',
  files: [ROUTES],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `CallExpression[callee.object.name='app'][callee.property.name=${ROUTE_VERBS}]`, message: endpointMessage },
      { selector: "CallExpression[callee.object.name='app'][callee.property.name='route']", message: endpointMessage },
      {
        selector: `CallExpression[callee.object.name!='app'][callee.property.name=${ROUTE_VERBS}] > :matches(Literal[value=/^\\//], TemplateLiteral).arguments:first-child`,
        message: endpointMessage,
      },
    ],
  },
};

// --- the config ---------------------------------------------------------------------------

export default defineConfig([
  globalIgnores([
    'dist/',
    'drizzle/',
    'node_modules/',
    'data/',
    'coverage/',
    'test-results/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/base',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Node globals everywhere except the browser app and the isomorphic shared code.
    name: 'project/node-globals',
    ignores: ['src/web/**', 'src/shared/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  {
    name: 'project/web',
    files: [`src/web/**/*.${TS}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Hooks live in .tsx components and in features/<domain>/api.ts, so both are covered.
    ...reactHooks.configs.flat.recommended,
    name: 'project/react-hooks',
    files: [`src/web/**/*.{ts,tsx}`],
  },
  {
    name: 'project/shared-globals',
    files: [`src/shared/**/*.${TS}`],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },

  ...sharedLayer,
  serverLayer,
  ...webLayer,
  serverDrizzle,
  serverRoutes,
  serverEndpoints,
  ...webFeatures,
  ...webRoutes,
]);
