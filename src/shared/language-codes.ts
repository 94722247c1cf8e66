// Zod-free, so the web's entry chunk can use the language list without loading zod.
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'de';
}

/** Picks en or de from an Accept-Language header or navigator.languages, by quality order. */
export function pickLanguage(preferences: readonly string[] | string | undefined | null): Language {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
          })
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : (preferences ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
