import { use, useLayoutEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '#shared/language-codes';
import type { Language } from '#shared/language-codes';
import { ScrollToTop } from '#web/components/layout/ScrollToTop';
import {
  browserLanguage,
  isLanguageLoaded,
  loadLanguage,
  setDocumentLanguage,
} from '#web/i18n/i18n';
import { NotFoundPage } from '#web/routes/errors/NotFoundPage';
import { PublicLayout } from './layouts/PublicLayout';
import { paths } from '#web/lib/paths';

function useApplyLanguage(lang: Language) {
  // Another language's catalogue loads first; navigation keeps the old page until it is in.
  if (!isLanguageLoaded(lang)) use(loadLanguage(lang));
  const { i18n } = useTranslation();
  // Before paint, so a language switch never flashes the old language.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    setDocumentLanguage(lang);
  }, [i18n, lang]);
}

/** /:lang — applies the URL's language; an unknown first segment is a not-found page. */
export function LanguageGate() {
  const { lang } = useParams();
  const valid = isLanguage(lang);
  const effective = valid ? lang : browserLanguage();
  useApplyLanguage(effective);
  if (!valid) return <UnknownLanguage />;
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

function UnknownLanguage() {
  return (
    <>
      <ScrollToTop />
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    </>
  );
}

/** `/` goes to the home of the browser's language. */
export function RootRedirect() {
  return <Navigate to={paths.home(browserLanguage())} replace />;
}
