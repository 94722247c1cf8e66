// A comment says why in its own words. A number of a decision record or an issue tells a reader
// only where to dig, and goes stale when the record is amended; the record's title, if it helps,
// can be named in words, and docs/decisions/ stays the place for the history.
//
// Strings are not comments: user-visible texts and test names may still cite a record. The rule
// checks each file as ESLint lints it; citedComments checks the tree at once for the unit test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a comment may not cite: a decision or issue by number, a record's file, a branch. */
const CITATION =
  /\b(?:decisions?(?: note)?\s+\d+|issues?\s+#?\d+|decisions\/\d{3}|branch(?:es)?\s+[\w-]+\/[\w-]+)/i;

/** The citation in a comment's text, or null. */
export function citationIn(text) {
  return CITATION.exec(text)?.[0] ?? null;
}

const noCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments state their reason instead of citing a decision or issue.' },
    schema: [],
    messages: {
      cited:
        'This comment cites "{{citation}}": say the reason itself, briefly (read the decision in docs/decisions/ for it).',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const citation = citationIn(comment.value);
          if (citation)
            context.report({ loc: comment.loc, messageId: 'cited', data: { citation } });
        }
      },
    };
  },
};

/**
 * Files other work is rewriting right now; they keep their citations until it lands. This list
 * only shrinks: once a file is rewritten it leaves the list, and the list goes when it is empty.
 */
export const CITATIONS_NOT_YET_REWRITTEN = [
  'src/server/db/**',
  'src/server/**/*.listing.queries.ts',
  'src/server/modules/job-board/*.queries.ts',
];

/** Every comment of a source text (ts, tsx, js, mjs), JSX comments included, by its start. */
export function commentsOf(fileName, text) {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard);
  const comments = [];
  // Between a node's children lie only punctuation, keywords and trivia (strings, regular
  // expressions, templates and JSX text are children themselves), so a plain scan finds the
  // comments there; a leaf's own text is skipped, only the trivia before it is scanned.
  const scan = (from, to) => {
    if (to <= from) return;
    scanner.setText(text, from, to - from);
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan())
      if (
        token === ts.SyntaxKind.SingleLineCommentTrivia ||
        token === ts.SyntaxKind.MultiLineCommentTrivia
      )
        comments.push({ pos: scanner.getTokenStart(), comment: scanner.getTokenText() });
  };
  const visit = (node) => {
    const children = [];
    ts.forEachChild(node, (child) => void children.push(child));
    if (children.length === 0) {
      // An empty `{}` (a JSX comment's braces, an empty block) may hold a comment; a token not.
      if (!ts.isToken(node)) scan(node.pos, node.end);
      else if (node.kind !== ts.SyntaxKind.JsxText) scan(node.pos, node.getStart(source));
      return;
    }
    let cursor = node.pos;
    for (const child of children) {
      scan(cursor, child.pos);
      visit(child);
      cursor = child.end;
    }
    scan(cursor, node.end);
  };
  visit(source);
  return comments.filter(({ comment }) => !comment.startsWith('#!'));
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = ['node_modules', 'dist', 'coverage', 'test-results', 'results', 'tmp', 'data'];

function sourceFiles(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(entry.name) ? [] : sourceFiles(root, file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** The globs of the list above as ESLint reads them: `**` any folders, `*` within a name. */
const GLOB_PART = { '**/': '(?:.+/)?', '**': '.*', '*': '[^/]*' };
const globPattern = (glob) =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/|\*\*|\*)/)
      .map((part) => GLOB_PART[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('')}$`,
  );

/** `file:line: citation` for each comment under `folders` of `root` that cites, skips aside. */
export function citedComments(root, folders) {
  const globs = CITATIONS_NOT_YET_REWRITTEN.map(globPattern);
  const skipped = (file) => globs.some((pattern) => pattern.test(file));
  return folders
    .flatMap((folder) => sourceFiles(root, folder))
    .filter((file) => !skipped(file))
    .flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      // Most files cite nothing anywhere; only the others are parsed for their comments.
      if (!citationIn(text)) return [];
      return commentsOf(file, text).flatMap(({ pos, comment }) => {
        const citation = citationIn(comment);
        if (!citation) return [];
        const line = text.slice(0, pos).split('\n').length;
        return [`${file}:${line}: ${citation}`];
      });
    });
}

export const commentRules = {
  name: 'comments/no-citations',
  files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
  ignores: CITATIONS_NOT_YET_REWRITTEN,
  plugins: { comments: { rules: { 'no-citations': noCitations } } },
  rules: { 'comments/no-citations': 'error' },
};
