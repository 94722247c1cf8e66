import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/language-codes';
import type { Language } from '#shared/language-codes';

/** The current page language (the URL's first segment, applied by the language gate). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
