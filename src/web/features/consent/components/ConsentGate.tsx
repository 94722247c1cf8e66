import type { ReactNode } from 'react';
import { Alert, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { formatDate } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { useConsentStatus } from '../api';

/**
 * Before anything else of the signed-in area: a version in effect that the person has not
 * accepted sends them to the consent screen; an announced one shows a notice from its
 * announcement (the 4 weeks' notice). While the status loads, or if it cannot be
 * loaded, the page is shown: the server records acceptances, it does not lock accounts.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const status = useConsentStatus();
  const consentPath = paths.accountConsent(lang);
  const onConsentPage = location.pathname === consentPath;
  if (status.data && status.data.required.length > 0 && !onConsentPage)
    return <Navigate to={consentPath} replace />;
  const announced = onConsentPage ? [] : (status.data?.announced ?? []);
  return (
    <>
      {announced.length > 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('consent.notice', {
            documents: announced
              .map((entry) => t(`consent.document.${entry.document}`))
              .join(t('consent.and')),
            date: formatDate(announced[0]!.effectiveAt, lang),
          })}{' '}
          <Link component={RouterLink} to={consentPath}>
            {t('consent.noticeLink')}
          </Link>
        </Alert>
      ) : null}
      {children}
    </>
  );
}
