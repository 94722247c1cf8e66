import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { ResultPage } from '#web/components/layout/ResultPage';
import { useLanguage } from '#web/i18n/useLanguage';

export default function EmailConfirmedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ResultPage
      icon={<CheckCircleIcon />}
      tone="success"
      title={t('auth.emailConfirmed.title')}
      text={t('auth.emailConfirmed.text')}
      size="large"
      fullWidth
      actions={[{ label: t('auth.signIn.submit'), to: paths.signIn(lang) }]}
    />
  );
}
