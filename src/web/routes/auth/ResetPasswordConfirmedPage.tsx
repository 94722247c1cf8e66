import { Button } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useLanguage } from '#web/i18n/useLanguage';

export default function ResetPasswordConfirmedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('auth.resetPasswordConfirmed.title'));
  return (
    <StatusMessage
      icon={<MarkEmailReadIcon />}
      title={t('auth.resetPasswordConfirmed.title')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.signIn(lang)} fullWidth>
          {t('auth.backToSignIn')}
        </Button>
      }
    >
      <p>{t('auth.resetPasswordConfirmed.text')}</p>
    </StatusMessage>
  );
}
