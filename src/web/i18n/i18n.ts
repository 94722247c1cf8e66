import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '#shared/language-codes';
import type { Language } from '#shared/language-codes';

/**
 * Catalogues load at run time, one language at a time, in two parts cut from en.json/de.json
 * at build time (scripts/i18n-catalogues.ts): `core` (shell and home page) before the first
 * render, `rest` (other pages, forms, legal texts) with the first lazy route. Keeps the
 * landing page's JavaScript small.
 */
type Part = 'core' | 'rest';
type Importer = () => Promise<{ default: Record<string, unknown> }>;

const importers: Record<Language, Record<Part, Importer>> = {
  en: { core: () => import('virtual:i18n/en/core'), rest: () => import('virtual:i18n/en/rest') },
  de: { core: () => import('virtual:i18n/de/core'), rest: () => import('virtual:i18n/de/rest') },
};

const parts = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const languages = new Map<string, Promise<void>>();
/** Set once anything needs the rest of the catalogue; every language loaded later gets it too. */
let wantRest = false;

function loadPart(lng: Language, part: Part): Promise<void> {
  const key = `${lng}/${part}`;
  let promise = parts.get(key);
  if (!promise) {
    promise = importers[lng][part]().then(
      (module) => {
        i18n.addResourceBundle(lng, 'translation', module.default, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        // A failed chunk (offline, new deploy) may be tried again on the next call.
        parts.delete(key);
        throw error;
      },
    );
    parts.set(key, promise);
  }
  return promise;
}

/** True when the language's catalogue (and the rest, once wanted) is in i18next. */
export function isLanguageLoaded(lng: Language): boolean {
  return loaded.has(`${lng}/core`) && (!wantRest || loaded.has(`${lng}/rest`));
}

/** Loads a language's catalogue; the same promise for the same need (for React's `use`). */
export function loadLanguage(lng: Language): Promise<void> {
  const key = `${lng}/${wantRest ? 'all' : 'core'}`;
  let promise = languages.get(key);
  if (!promise) {
    const needed: Part[] = wantRest ? ['core', 'rest'] : ['core'];
    promise = Promise.all(needed.map((part) => loadPart(lng, part))).then(
      () => undefined,
      (error: unknown) => {
        languages.delete(key);
        throw error;
      },
    );
    languages.set(key, promise);
  }
  return promise;
}

/**
 * The whole catalogue of every language loaded so far. Lazy routes wait for it (router.tsx);
 * a deferred key used before that triggers it too, and components re-render once it is in.
 */
export function loadFullCatalogue(): Promise<void> {
  wantRest = true;
  const current = isLanguage(i18n.language) ? [i18n.language] : [];
  const started = [...loaded].map((key) => key.split('/')[0]).filter(isLanguage);
  const all = [...new Set<Language>([...current, ...started])];
  return Promise.all(all.map(loadLanguage)).then(() => undefined);
}

/** The browser's preferred language among ours (used for `/` and unknown first segments). */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language of the URL's first segment, else the browser's. */
export function initialLanguage(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : browserLanguage();
}

/** Starts i18next and resolves once the language's catalogue is in (render after that). */
export function initI18n(lng: Language): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'de'],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key outside the loaded part: fetch the rest; `added` re-renders the components.
      saveMissing: true,
      missingKeyHandler: () => {
        if (!wantRest) void loadFullCatalogue().catch(() => undefined);
      },
      react: { bindI18nStore: 'added' },
    });
  }
  setDocumentLanguage(lng);
  // en and de have the same keys (catalogues.test.ts): the fallback language is not loaded.
  return loadLanguage(lng).then(() => i18n);
}

export function setDocumentLanguage(lng: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  // Installing names the app in the page's language: one manifest per language.
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/${lng}/manifest.webmanifest`);
}

export { i18n };
