import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { folderGraph, folderLoops, serverImports } from '../../eslint/server-folders.js';

/**
 * The server's map on its source, as ESLint checks it file by file (server-folders/no-folder-cycle
 * and the module zones of boundaries/server-modules): the folders of src/server form no loop,
 * type-only imports included, and a module reaches another only through its face,
 * modules/<m>/<m>.service.ts.
 */
const SERVER = path.dirname(fileURLToPath(import.meta.url));
const imports = serverImports(SERVER);

const isFace = (file: string) => {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length === 3 && parts[2] === `${parts[1]}.service.ts`;
};

describe('server folders', () => {
  it('finds the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some(({ toFolder }) => toFolder === 'modules/engine')).toBe(true);
  });

  it('form no loop', () => {
    expect(folderLoops(folderGraph(imports))).toEqual([]);
  });

  it('reach a module only through its face', () => {
    const throughPrivateFiles = imports
      .filter(
        ({ fromFolder, toFolder, to }) =>
          fromFolder !== toFolder && toFolder.startsWith('modules/') && !isFace(to),
      )
      // the files at the top compose the app: they wire a module's routes, workers and hubs
      .filter(({ from }) => path.dirname(from) !== SERVER)
      .map(({ from, to }) => `${path.relative(SERVER, from)} -> ${path.relative(SERVER, to)}`);
    expect(throughPrivateFiles).toEqual([]);
  });
});

describe('the folder graph', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-folders-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'modules/a/a.service.ts',
    "import { b } from '#server/modules/b/b.service';\nexport const a = b;\n",
  );
  write(
    'modules/b/b.service.ts',
    "import type { Row } from '../c/c.service';\nexport const b = 1 as Row;\n",
  );
  write(
    'modules/c/c.service.ts',
    "import type { a } from '#server/modules/a/a.service';\nexport type Row = typeof a;\n",
  );
  write('modules/c/c.test.ts', "import { b } from '#server/modules/b/b.service';\n");
  write('lib/clock.ts', 'export const now = () => 0;\n');
  write(
    'app.ts',
    "import { a } from './modules/a/a.service';\nimport { now } from './lib/clock';\n",
  );

  it('counts type-only imports, leaves tests out, and names each loop', () => {
    const graph = folderGraph(serverImports(dir));
    expect(graph.get('app.ts')).toEqual(new Set(['modules/a', 'lib/']));
    expect(
      folderLoops(graph)
        .map((loop) => loop.join(' → '))
        .sort(),
    ).toEqual([
      'modules/a → modules/b → modules/c → modules/a',
      'modules/b → modules/c → modules/a → modules/b',
      'modules/c → modules/a → modules/b → modules/c',
    ]);
  });
});
