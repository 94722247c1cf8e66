// ESLint 9 flat config. TypeScript-aware without type information (fast), plus the
// architecture's import boundaries (shared/ARCHITECTURE.md, "Boundaries").
//
// How the boundaries are expressed:
//   import-x/no-restricted-paths              zones by resolved path: the web's layers
//                                             (app → routes → features → components/lib →
//                                             shared), feature to feature, shared and the
//                                             server and web apart, a server module
//                                             reached only through its <m>.service.ts
//   import-x/no-cycle                         no import cycle between files in src/
//   server-folders/no-folder-cycle            none between the server's folders, types included
//   no-restricted-imports                     packages a layer may not use (shared: zod only;
//                                             web: no Node built-ins)
//   @typescript-eslint/no-restricted-imports  inside the server: Drizzle only in queries,
//                                             routes never import queries
//   check-file/*                              one naming rule for files and folders, no index
//   comments/no-citations                     a comment says why, not which record to read
// Imports that leave their own unit use the package.json "imports" aliases (#shared/…,
// #web/…, #server/…), so the zones see real paths and no rule depends on folder depth.
import { builtinModules } from 'node:module';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import {
  importRules,
  serverFolderRules,
  serverModuleRules,
  sharedMessage,
} from './eslint/import-zones.js';
import { commentRules } from './eslint/comment-citations.js';
import { TESTS, TS } from './eslint/globs.js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = builtinModules
  .filter((m) => !m.startsWith('_'))
  .map((m) => m.replace(/\//g, '\\/'));
const nodeBuiltinRegex = `^(node:|(${nodeBuiltins.join('|')})(/|$))`;

// --- layer rules (no-restricted-imports) -------------------------------------------------
/**
 * src/shared may import only zod (and, in its tests, the test tools) and its own files; that it
 * never reaches src/server or src/web is also a zone below, judged by resolved path. The shared
 * files in the landing page's first load may not import zod at all: one import brings all of it
 * into that chunk (about 25 KB gzip; docs/benchmarks.md, "Web: landing page").
 */
const FIRST_LOAD = ['contracts/analytics', 'contracts/user', 'language-codes', 'role-names'].map(
  (file) => `src/shared/${file}.ts`,
);
const firstLoadMessage =
  "This shared file is in the landing page's first load: it may import only files inside src/shared, not zod.";
const sharedLayer = [
  {
    name: 'shared',
    files: [`src/shared/**/*.${TS}`],
    ignores: [TESTS, ...FIRST_LOAD],
    allowed: 'zod|',
  },
  { name: 'shared-tests', files: [`src/shared/${TESTS}`], allowed: 'zod|vitest|fast-check|' },
  { name: 'shared-first-load', files: FIRST_LOAD, allowed: '', message: firstLoadMessage },
].map(({ name, allowed, message = sharedMessage, ...scope }) => ({
  name: `boundaries/${name}`,
  ...scope,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^(?!(${allowed}\\.\\.?)(/|$)|#shared/)`, message }] },
    ],
  },
}));

const serverLayer = {
  name: 'boundaries/server-layer',
  files: [`src/server/**/*.${TS}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(#web(/|$)|(\\.\\.?/|src/)(.*/)?web(/|$))',
            message: 'The server must not import from src/web; share code through src/shared.',
          },
        ],
      },
    ],
  },
};

const webNoServer = {
  regex: '^(#server(/|$)|(\\.\\.?/|src/)(.*/)?server(/|$))',
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
  'Only *.queries.ts, src/server/db/**, the demo data and test helpers touch Drizzle or the db schema (routes → service → queries → db).';

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
    'src/server/demo/**', // the demo year writes its world straight into the tables
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

// --- names: one rule for files and folders, no index files --------------------------------
// A file is named after what it holds: a component PascalCase.tsx, a hook useCamelCase.ts,
// anything else kebab-case (router.tsx, member-columns.tsx, engine.service.ts); a middle part
// names the file's role (engine.service.ts, RequestForm.test.tsx). camelCase is for hooks only.
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';
const naming = [
  {
    name: 'names/files-and-folders',
    files: [`{src,e2e,bench,scripts}/**/*.${TS}`],
    ignores: ['src/web/main.tsx', 'src/web/entry-server.tsx'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.tsx': `@(${PASCAL}|${KEBAB})`,
          '**/use[A-Z]*.ts': 'CAMEL_CASE',
          '**/!(use[A-Z]*).ts': KEBAB,
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,e2e,bench,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // No barrels: an import names the file that declares what it imports. Drizzle takes the
    // schema as one namespace object, so the schema keeps its index.
    name: 'names/no-index',
    files: [`src/**/*.${TS}`],
    ignores: ['src/server/db/schema/index.ts', 'src/server/i18n/index.ts'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/no-index': 'error' },
  },
];

// --- size -------------------------------------------------------------------------------
// A file past 400 lines is split by responsibility (ARCHITECTURE.md); counted like `wc -l`.
const FILE_MAX_LINES = 400;
const fileSize = {
  name: 'size/max-lines',
  files: [`{src,e2e,bench,scripts}/**/*.${TS}`],
  rules: {
    'max-lines': ['error', { max: FILE_MAX_LINES, skipBlankLines: false, skipComments: false }],
  },
};

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

// --- endpoints from the catalogue ---------------------------------------------------------
// A route's method and path come from its entry in src/shared/contracts/<domain>.ts, registered
// with app.endpoint(entry, opts, handler); the web builds its URLs from the same entry.
const ROUTE_VERBS = '/^(get|post|put|patch|delete|head|options|all)$/';
const endpointMessage =
  'Register routes with app.endpoint(<domain>Endpoints.<name>, opts, handler): add the method and path to the catalogue in src/shared/contracts/<domain>.ts.';
const serverEndpoints = {
  name: 'endpoints/server-routes',
  files: [ROUTES],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.object.name='app'][callee.property.name=${ROUTE_VERBS}]`,
        message: endpointMessage,
      },
      {
        selector: "CallExpression[callee.object.name='app'][callee.property.name='route']",
        message: endpointMessage,
      },
      {
        selector: `CallExpression[callee.object.name!='app'][callee.property.name=${ROUTE_VERBS}] > :matches(Literal[value=/^\\//], TemplateLiteral).arguments:first-child`,
        message: endpointMessage,
      },
    ],
  },
};

/** The web reaches the API through api.call(entry) or api.url(entry), never a spelled URL. */
const webEndpoints = {
  name: 'endpoints/web-calls',
  files: [`src/web/**/*.${TS}`],
  ignores: [TESTS, 'src/web/lib/api-client.ts'], // the one place that knows the /api prefix
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          ':matches(Literal[value=/^\\/api(\\/|$)/], TemplateElement[value.raw=/^\\/api(\\/|$)/])',
        message:
          'Call the API with api.call(<domain>Endpoints.<name>, { params, query, body }) or build its URL with api.url(...) (src/shared/contracts).',
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
  webEndpoints,
  importRules,
  serverModuleRules,
  serverFolderRules,
  ...naming,
  fileSize,
  ...webRoutes,
  commentRules,
]);
