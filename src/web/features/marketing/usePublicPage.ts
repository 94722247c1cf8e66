import { useTranslation } from 'react-i18next';
import { usePageMeta } from '#web/components/layout/usePageMeta';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * What every public page starts with: `k` reads the page's own texts under `public.<page>`,
 * and the page's title and description go into the document head.
 */
export function usePublicPage(page: string) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const k = (key: string) => t(`public.${page}.${key}`);
  usePageMeta({ title: k('meta.title'), description: k('meta.description') });
  return { t, k, lang };
}
