// The server's folders as a graph, and the ESLint rule that keeps it free of loops.
//
// A folder is a module (src/server/modules/<m>), another folder of src/server (db, lib, demo, …)
// or a file at the top (app.ts, errors.ts, …). import-x/no-cycle sees files, not folders, and
// skips type-only imports; here every import counts, `import type` included, because a type
// couples two folders as much as a value does. Tests and src/server/test/ are left out: they
// build the whole app, so they sit above everything.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const isTest = (file) => /\.test\.tsx?$/.test(file);

function sourceFiles(serverDir, dir = serverDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full === path.join(serverDir, 'test') ? [] : sourceFiles(serverDir, full);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

/** The file an import names inside the server (`#server/…` or relative), else null. */
export function resolveImport(serverDir, from, specifier) {
  let base;
  if (specifier.startsWith('#server/'))
    base = path.join(serverDir, specifier.slice('#server/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  const found = [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
  return found && !path.relative(serverDir, found).startsWith('..') ? found : null;
}

/** modules/<m> for a module, the file itself at the top, else the first folder. */
export function folderOf(serverDir, file) {
  const parts = path.relative(serverDir, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length === 1 ? parts[0] : `${parts[0]}/`;
}

/** Every import of the server's own code, with the folders it joins. */
export function serverImports(serverDir) {
  return sourceFiles(serverDir).flatMap((from) =>
    ts
      .preProcessFile(readFileSync(from, 'utf8'), true, true)
      .importedFiles.map((imported) => resolveImport(serverDir, from, imported.fileName))
      .filter((to) => to !== null)
      .map((to) => ({
        from,
        to,
        fromFolder: folderOf(serverDir, from),
        toFolder: folderOf(serverDir, to),
      })),
  );
}

/** Folder → the folders it imports. */
export function folderGraph(imports) {
  const graph = new Map();
  for (const { fromFolder, toFolder } of imports) {
    if (fromFolder !== toFolder)
      graph.set(fromFolder, (graph.get(fromFolder) ?? new Set()).add(toFolder));
  }
  return graph;
}

/** The shortest way from one folder to another, folders in order, or null. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) {
      const way = [];
      for (let at = goal; at !== null; at = previous.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(node) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return null;
}

/** Each loop as [a, b, …, a], one per folder edge that closes one. */
export function folderLoops(graph) {
  const loops = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) loops.push([from, ...back]);
    }
  }
  return loops;
}

// --- the rule -------------------------------------------------------------------------------
const graphs = new Map();
function graphOf(serverDir) {
  if (!graphs.has(serverDir)) graphs.set(serverDir, folderGraph(serverImports(serverDir)));
  return graphs.get(serverDir);
}

const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: "No import cycle between src/server's folders, type-only imports included.",
    },
    schema: [
      {
        type: 'object',
        properties: { serverDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which leads back to it ({{loop}}): move what both need into a folder below them (type-only imports count too).',
    },
  },
  create(context) {
    const serverDir = path.resolve(context.cwd, context.options[0]?.serverDir ?? 'src/server');
    const file = context.physicalFilename;
    if (isTest(file) || path.relative(serverDir, file).startsWith('..')) return {};
    if (!path.relative(path.join(serverDir, 'test'), file).startsWith('..')) return {};
    const from = folderOf(serverDir, file);
    const check = (node) => {
      const specifier = node?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(serverDir, file, specifier);
      if (!target) return;
      const to = folderOf(serverDir, target);
      if (to === from) return;
      const back = pathBetween(graphOf(serverDir), to, from);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { from, to, loop: [from, ...back].join(' → ') },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
    };
  },
};

export default { meta: { name: 'server-folders' }, rules: { 'no-folder-cycle': noFolderCycle } };
