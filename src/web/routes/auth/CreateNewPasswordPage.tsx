import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { CreateNewPasswordForm } from '#web/features/auth/components/CreateNewPasswordForm';
import { useLanguage } from '#web/i18n/useLanguage';

/** Opened from the e-mailed link /:lang/auth/create-new-password?email=&token=. */
export default function CreateNewPasswordPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  usePageTitle(t('auth.createNewPassword.title'));
  return (
    <>
      <AuthHeading
        title={t('auth.createNewPassword.title')}
        subtitle={email ? t('auth.createNewPassword.subtitle', { email }) : undefined}
      />
      {email && token ? (
        <CreateNewPasswordForm email={email} token={token} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning">{t('auth.createNewPassword.incompleteLink')}</Alert>
          <Button variant="contained" component={RouterLink} to={paths.forgotPassword(lang)}>
            {t('auth.createNewPassword.requestNewLink')}
          </Button>
        </Stack>
      )}
    </>
  );
}
