import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { i18nCatalogues } from './scripts/i18n-catalogues';

/**
 * The app's themes (lib/theme.ts) are plain MUI themes without CSS theme variables, yet
 * @mui/material's createTheme and ThemeProvider import the CSS-variables variants statically
 * (about 8 KB gzip with the color-scheme script and storage manager). This swaps those two
 * imports for stubs that throw: a theme with `cssVariables` or `colorSchemes` would need this
 * plugin removed.
 */
function muiWithoutCssVariables(): Plugin {
  const stubs: Record<string, { importer: RegExp; code: string }> = {
    './createThemeWithVars.mjs': {
      importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
      code: 'export default function createThemeWithVars() { throw new Error("MUI CSS theme variables are disabled in vite.config.ts"); }',
    },
    './ThemeProviderWithVars.mjs': {
      importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
      code: 'export function CssVarsProvider() { throw new Error("MUI CSS theme variables are disabled in vite.config.ts"); }',
    },
  };
  const PREFIX = '\0mui-without-css-variables:';
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = stubs[source];
      return stub && importer && stub.importer.test(importer) ? PREFIX + source : undefined;
    },
    load(id) {
      return id.startsWith(PREFIX) ? stubs[id.slice(PREFIX.length)]?.code : undefined;
    },
  };
}

const i18nLite = (file: string) =>
  fileURLToPath(new URL(`src/web/i18n/lite/${file}`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // The app's i18next and react-i18next, in the browser and the prerenderer alike: a small
    // implementation of the part of their API the app uses (src/web/i18n/lite, about 15 KB
    // gzip less in every first page load). TypeScript still checks against the real packages.
    alias: [
      { find: /^i18next$/, replacement: i18nLite('i18n.ts') },
      { find: /^react-i18next$/, replacement: i18nLite('react.tsx') },
      // Zod without `new Function`, which the Content-Security-Policy forbids (src/web/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/web/lib/zod.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    muiWithoutCssVariables(),
    i18nCatalogues({ dir: fileURLToPath(new URL('src/web/i18n', import.meta.url)) }),
    // The service worker: our own src/web/sw.ts with the precache list injected.
    // The manifests are static files per language (public/<lang>/manifest.webmanifest) and the
    // worker is registered by lib/service-worker.ts, so the plugin writes neither.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell only: the entry chunk, styles and the icons. Route and catalogue
        // chunks are cached as they are opened (sw.ts), so a first visit does not fetch them all.
        globPatterns: [
          'index.html',
          'assets/index-*.js',
          'assets/*.css',
          'icons/*.png',
          '*/manifest.webmanifest',
          'favicon.svg',
        ],
      },
    }),
  ],
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the prerenderer's bundle (scripts/prerender.mjs),
        // kept out of dist/web so the server never serves it.
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports statically (what every first page load runs)
              // in one chunk, instead of the 30-odd chunks it is shared in with lazy routes:
              // one request, no import/export glue between them, and one gzip/brotli stream
              // (about 17 KB gzip less for the landing page). Lazy routes import from it.
              groups: [
                { name: 'app', tags: ['$initial'], priority: 20 },
                // The MUI components and icons only lazy screens use, in one
                // chunk instead of some 40 small ones a signed-in screen waited for over a
                // phone's few connections (requests that cost more than their bytes).
                {
                  name: 'mui',
                  test: /node_modules[\\/]@mui[\\/](material|system|utils|icons-material)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
