import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest (≈ 3 minutes each: axe over every screen),
 * started before the others so that the two workers finish together instead of one running an
 * audit alone at the end. Without vitest's results cache (CI's clean clone) the base order is
 * largest file first, and these data-driven files are among the smallest. (Here rather than in a
 * file of its own: Vite's coming native config loader wants no extensionless local import.)
 */
const LONGEST_BROWSER_FILES = [
  'e2e/a11y-signed-in-phone.test.ts',
  'e2e/a11y-signed-in-desktop.test.ts',
  'e2e/a11y.test.ts',
];

function browserRank(spec: TestSpecification): number {
  const file = path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/');
  const index = LONGEST_BROWSER_FILES.indexOf(file);
  return index < 0 ? LONGEST_BROWSER_FILES.length : index;
}

class LongestBrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Only the e2e project's files move, among their own positions; the stable sort keeps the
    // base order for the rest.
    const slots = sorted.flatMap((spec, index) => (spec.project.name === 'e2e' ? [index] : []));
    const browser = slots
      .map((index) => sorted[index]!)
      .sort((a, b) => browserRank(a) - browserRank(b));
    slots.forEach((slot, i) => (sorted[slot] = browser[i]!));
    return sorted;
  }
}

export default defineConfig({
  test: {
    // The three axe audit files first among the browser files (above).
    sequence: { sequencer: LongestBrowserFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          // Projects run one after another (unit, api, e2e): each has its own worker limit.
          sequence: { groupOrder: 0 },
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each worker process runs file after file, so the packages load once per worker and
          // not once per file; fresh-modules.ts gives each file fresh project modules.
          setupFiles: ['src/server/test/fresh-modules.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PGlite instance per file costs several hundred MB; two at a time fits the machine.
          maxWorkers: 2,
          // In CI only, as for the browser tests: a timeout on a busy machine runs once more, and
          // the output marks it "(retry x1)". Locally a failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          // Every journey fails on a Content-Security-Policy violation.
          setupFiles: ['e2e/support/policy-check.ts', 'e2e/support/phase-marker.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A journey polls for what a browser, a service worker or the server does next. Vitest's
          // default second is short in CI, where the PostgreSQL api suite runs beside this phase:
          // the pushed offer's notification missed it once (pwa.test.ts).
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time: each has its own server (port, data folder) and browser. One file
          // alone keeps about half a core busy, but four at once on 2 cores made set-ups (a server's
          // start, a journey's data) outlast their time limits in CI, so it stays at two.
          maxWorkers: 2,
          // A safety net for a busy machine, not a fix: a test that passes only on the retry
          // shows "(retry x1)" in the output and hides a bug to find (the last two were races).
          retry: 1,
        },
      },
    ],
  },
});
