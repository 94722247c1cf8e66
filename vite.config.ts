import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { i18nCatalogues } from './scripts/i18n-catalogues';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    i18nCatalogues({ dir: fileURLToPath(new URL('src/web/i18n', import.meta.url)) }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
