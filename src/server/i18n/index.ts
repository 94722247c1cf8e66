import type { Language } from '#shared/languages';
import { en, type Catalogue } from './en';
import { de } from './de';

const catalogues: Record<Language, Catalogue> = { en, de };

/** Looks up a dotted key in the caller's language; {{name}} placeholders are filled from vars. */
export function translate(
  language: Language,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogues[language],
    );
  if (typeof found !== 'string') return key;
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function hasTranslation(key: string): boolean {
  return translate('en', key) !== key;
}

export { catalogues };
