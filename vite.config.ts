import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { i18nCatalogues } from './scripts/i18n-catalogues';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    i18nCatalogues({ dir: fileURLToPath(new URL('src/web/i18n', import.meta.url)) }),
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
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
