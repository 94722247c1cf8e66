import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '../../shared';
import type { Language } from '../../shared';
import en from './en.json';
import de from './de.json';

export const resources = {
  en: { translation: en },
  de: { translation: de },
} as const;

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

export function initI18n(lng: Language) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'de'],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  setDocumentLanguage(lng);
  return i18n;
}

export function setDocumentLanguage(lng: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export { i18n };
