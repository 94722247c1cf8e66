import { Alert, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { PreferencesForm, UnavailabilityCard, usePreferences } from '../../features/preferences';
import { apiErrorText } from '../../i18n/messages';

/** /{lang}/account/preferences — how and when a signed-in user is notified and asked. */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  usePageTitle(t('preferences.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={t('preferences.title')} subtitle={t('preferences.intro')} />
      {preferences.data ? (
        <PreferencesForm initial={preferences.data} />
      ) : preferences.isError ? (
        <Alert severity="error">{apiErrorText(t, preferences.error)}</Alert>
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
      <UnavailabilityCard />
    </Stack>
  );
}
