import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '#shared/language-codes';
import { isApiError } from '#web/lib/api-client';
import { formatShiftMoment } from '#web/lib/shift-time';
import { useOnline } from './useOnline';

/** What the notice reads of a query: when its data was loaded, and why the last fetch failed. */
export interface OfflineQuery {
  dataUpdatedAt: number;
  failureReason: unknown;
}

/**
 * A screen drawn from the last known data while the network is away says so and when that data
 * was loaded (in Germany's time, like every time on the screens); otherwise nothing (decision
 * 033). Away: the browser says it is offline, or the last fetch could not reach the server (a
 * captive portal or a dead mobile connection leaves `navigator.onLine` true).
 */
export function OfflineNotice({ query }: { query: OfflineQuery }) {
  const online = useOnline();
  const { t, i18n } = useTranslation();
  const unreachable = isApiError(query.failureReason) && query.failureReason.code === 'NETWORK';
  if (online && !unreachable) return null;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {query.dataUpdatedAt
        ? t('offline.showingFrom', { time: formatShiftMoment(query.dataUpdatedAt, lang) })
        : t('offline.nothingLoaded')}
    </Alert>
  );
}
