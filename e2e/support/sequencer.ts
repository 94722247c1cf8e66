import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest (≈ 3 minutes each: axe over every screen, decision 052),
 * started before the others so that the two workers finish together instead of one running an
 * audit alone at the end. Without vitest's results cache (CI's clean clone) the base order is
 * largest file first, and these data-driven files are among the smallest.
 */
const LONGEST_BROWSER_FILES = [
  'e2e/a11y-signed-in-phone.test.ts',
  'e2e/a11y-signed-in-desktop.test.ts',
  'e2e/a11y.test.ts',
];

function rank(spec: TestSpecification): number {
  const file = path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/');
  const index = LONGEST_BROWSER_FILES.indexOf(file);
  return index < 0 ? LONGEST_BROWSER_FILES.length : index;
}

export class LongestBrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Only the e2e project's files move, among their own positions; the stable sort keeps the
    // base order for the rest.
    const slots = sorted.flatMap((spec, index) => (spec.project.name === 'e2e' ? [index] : []));
    const browser = slots.map((index) => sorted[index]!).sort((a, b) => rank(a) - rank(b));
    slots.forEach((slot, i) => (sorted[slot] = browser[i]!));
    return sorted;
  }
}
