import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useLanguage } from '#web/i18n/useLanguage';

export default function EmailConfirmedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('auth.emailConfirmed.title'));
  return (
    <StatusMessage
      icon={<CheckCircleIcon />}
      tone="success"
      title={t('auth.emailConfirmed.title')}
      actions={
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.signIn(lang)}
          fullWidth
        >
          {t('auth.signIn.submit')}
        </Button>
      }
    >
      <p>{t('auth.emailConfirmed.text')}</p>
    </StatusMessage>
  );
}
