// The server as one ES module, dist/server/main.js: `npm start` runs it with plain
// node, so no TypeScript compiler or its source maps stay in the server's memory. Packages in
// node_modules stay outside the bundle (native add-ons, PGlite's WASM files, lazy imports),
// except their JSON files: node would want an import attribute for those.
import { build } from 'esbuild';

/** Bare package imports stay imports; `#server/…` and relative ones are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^.#/]/ }, (args) =>
      args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesOutside],
  // Stack traces can point at the sources (node --enable-source-maps); not loaded otherwise.
  sourcemap: 'linked',
  logLevel: 'warning',
});
