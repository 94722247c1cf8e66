import { describe, expect, it } from 'vitest';
import { DEFERRED, KEEP_IN_CORE, splitCatalogue } from '../../../scripts/i18n-catalogues';
import en from './en.json';
import de from './de.json';

function leaves(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('catalogue split (scripts/i18n-catalogues.ts)', () => {
  it.each(Object.entries({ en, de }))(
    '%s: core and rest together hold every key',
    (_, catalogue) => {
      const { core, rest } = splitCatalogue(catalogue);
      const split = new Set([...leaves(core), ...leaves(rest)]);
      expect(leaves(catalogue).filter((key) => !split.has(key))).toEqual([]);
    },
  );

  it('keeps the deferred subtrees out of core, except the header keys', () => {
    const { core } = splitCatalogue(en);
    const coreKeys = leaves(core);
    const deferred = coreKeys.filter((key) =>
      DEFERRED.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
    );
    expect(deferred.sort()).toEqual([...KEEP_IN_CORE].sort());
    expect(coreKeys).toContain('public.home.hero.title');
  });
});
