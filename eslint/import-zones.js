// Zones by resolved path (import-x/no-restricted-paths): the web's layers and features, the
// three layers of the repository, and the server modules' faces; plus the folder-cycle rule.
import { readdirSync } from 'node:fs';

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

import { TESTS, TS } from './globs.js';
import serverFolders from './server-folders.js';

export const sharedMessage =
  'src/shared is isomorphic: it may import only zod and files inside src/shared (no react, fastify, node:*, server or web).';

const WEB = './src/web';
const webFeatureNames = readdirSync(new URL('../src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerMessage = (layer, above) =>
  `${layer} sits below ${above} (app → routes → features → components/lib → shared): move the code down or pass it in.`;
const featureMessage =
  'A feature does not import another feature: move shared code to src/web/components or src/web/lib, or compose the features in a route.';

const zones = [
  // the web's layers point one way
  ...['components', 'lib', 'i18n'].map((lower) => ({
    target: `${WEB}/${lower}`,
    from: [`${WEB}/features`, `${WEB}/routes`, `${WEB}/app`],
    message: layerMessage(`src/web/${lower}`, 'features, routes and app'),
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/routes`, `${WEB}/app`],
    message: layerMessage('A feature', 'routes and app'),
  },
  { target: `${WEB}/routes`, from: `${WEB}/app`, message: layerMessage('A route', 'app') },
  // features side by side
  ...webFeatureNames.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: featureMessage,
  })),
  // the three layers of the repository
  { target: './src/shared', from: ['./src/server', './src/web'], message: sharedMessage },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server must not import from src/web; share code through src/shared.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app must not import from src/server; share code through src/shared.',
  },
];

// A server module is reached from another module or folder only through its face,
// modules/<m>/<m>.service.ts: its queries, rules and helpers are its own.
const SERVER_MODULES = './src/server/modules';
const serverModuleNames = readdirSync(new URL('../src/server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = serverModuleNames.map((name) => ({
  // the other modules, and the server's folders (db, lib, plugins, demo, …)
  target: [`${SERVER_MODULES}/!(${name})/**`, './src/server/!(modules)/**'],
  from: `${SERVER_MODULES}/${name}`,
  except: [`./${name}.service.ts`],
  message: `Another module is reached only through its face, modules/${name}/${name}.service.ts: export what is needed there, or move a read several modules need into a module below them.`,
}));

export const importRules = {
  name: 'boundaries/import-x',
  files: [`{src,e2e,bench,scripts}/**/*.${TS}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    // no-cycle parses the files an import reaches; without these it skips TypeScript files.
    'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { zones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/**
 * The same zones plus the module faces, for the server's code. Tests may set up through any file,
 * and the files at the top (app.ts, main.ts, env.ts) compose the app: they wire a module's routes,
 * workers and hubs.
 */
export const serverModuleRules = {
  name: 'boundaries/server-modules',
  files: [`src/server/**/*.${TS}`],
  ignores: [TESTS, 'src/server/test/**', `src/server/*.${TS}`],
  plugins: { 'import-x': importX },
  rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones] }] },
};

/**
 * No loop between the server's folders (each module one, each top-level file one), type-only
 * imports included: import-x/no-cycle sees files, not folders, and skips types
 * (eslint/server-folders.js; src/server/module-boundaries.unit.test.ts checks the whole tree).
 */
export const serverFolderRules = {
  name: 'boundaries/server-folders',
  files: [`src/server/**/*.${TS}`],
  ignores: [TESTS, 'src/server/test/**'],
  plugins: { 'server-folders': serverFolders },
  rules: { 'server-folders/no-folder-cycle': 'error' },
};
