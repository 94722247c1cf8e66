import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '#shared/language-codes';
import { formatShiftMoment } from '#web/lib/shift-time';
import { useOnline } from './useOnline';

/**
 * Offline, a screen drawn from the last known data says so and when that data was loaded (in
 * Germany's time, like every time on the screens); online it shows nothing (decision 033).
 */
export function OfflineNotice({ loadedAt }: { loadedAt: number | undefined }) {
  const online = useOnline();
  const { t, i18n } = useTranslation();
  if (online) return null;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {loadedAt ? t('offline.showingFrom', { time: formatShiftMoment(loadedAt, lang) }) : t('offline.nothingLoaded')}
    </Alert>
  );
}
