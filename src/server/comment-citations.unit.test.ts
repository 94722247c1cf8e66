import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationIn, citedComments, commentsOf } from '../../eslint/comment-citations.js';

/**
 * Comments say why in their own words, not which decision or issue to read: over the whole tree at
 * once, as ESLint's comments/no-citations checks it file by file. The files other work is still
 * rewriting are skipped (CITATIONS_NOT_YET_REWRITTEN, a list that only shrinks).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('comments in the source', () => {
  it('cite no decision, issue or branch', () => {
    expect(citedComments(ROOT, ['src', 'e2e', 'bench', 'scripts', 'eslint'])).toEqual([]);
  }, 60_000); // it reads about 1,000 files; a busy machine's second would fail it
});

describe('a citation', () => {
  it.each([
    ['Shown on the clinic’s clock (decision 019).', 'decision 019'],
    ['the rollups of Decisions 026 and 055', 'Decisions 026'],
    ['The pool side (issue #7): offers', 'issue #7'],
    ['Issue 19, finding 3: files belong to', 'Issue 19'],
    ['(docs/decisions/021-reports.md defines each figure)', 'decisions/021'],
    ['measured on branch arch/module-faces', 'branch arch/module-faces'],
  ])('is found in %j', (text, citation) => {
    expect(citationIn(text)).toBe(citation);
  });

  it.each([
    'The IDNA mapping (UTS #46) is the URL parser’s.',
    'An HR decision takes the pick; the issue date is BT-2.',
    'Templates branch on empty values.',
    'Escapes &#38; and #000 colours.',
  ])('is not %j', (text) => {
    expect(citationIn(text)).toBeNull();
  });
});

describe('the comments of a file', () => {
  it('are its line, block and JSX comments, never text in strings, templates or JSX', () => {
    const text = [
      '#!/usr/bin/env node',
      "const a = '// in a string (decision 001)';",
      'const b = `/* in a template ${1 /* inside */} */`;',
      'const re = /\\/\\/ decision 002/;',
      'const el = <p title="// attribute">// text {/* jsx */}</p>; // trailing',
      'function f() {',
      '  /* empty body */',
      '}',
    ].join('\n');
    expect(commentsOf('sample.tsx', text).map(({ comment }) => comment)).toEqual([
      '/* inside */',
      '/* jsx */',
      '// trailing',
      '/* empty body */',
    ]);
  });
});
