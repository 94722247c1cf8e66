import { Alert, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#shared/format';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { useConsentStatus } from '#web/features/consent/api';
import { ConsentForm, ConsentIntro } from '#web/features/consent/components/ConsentForm';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/account/consent — versions of the terms and privacy policy to accept, and those accepted. */
export default function ConsentPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('consent.title'));
  const status = useConsentStatus();
  if (status.isPending) return <LoadingScreen />;
  if (status.error) return <Alert severity="error">{apiErrorText(t, status.error)}</Alert>;
  const { required, announced, accepted } = status.data;
  const toAccept = required.length > 0 ? required : announced;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={t('consent.title')} subtitle={t('consent.intro')} />
      <Card variant="outlined">
        <CardContent>
          {toAccept.length > 0 ? (
            <>
              <ConsentIntro required={required.length > 0} />
              <ConsentForm entries={toAccept} />
            </>
          ) : (
            <Typography>{t('consent.upToDate')}</Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('consent.acceptedTitle')}
          </Typography>
          {accepted.length === 0 ? (
            <Typography color="text.secondary">{t('consent.acceptedAtSignUp')}</Typography>
          ) : (
            <List>
              {accepted.map((entry) => (
                <ListItem key={`${entry.document}-${entry.version}`} sx={{ px: 0 }}>
                  {t('consent.acceptedEntry', {
                    document: t(`consent.document.${entry.document}`),
                    version: entry.version,
                    date: formatDate(entry.acceptedAt, lang),
                  })}
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
