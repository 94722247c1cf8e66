import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { ResultPage } from '#web/components/layout/ResultPage';
import { useLanguage } from '#web/i18n/useLanguage';

export default function ResetPasswordConfirmedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ResultPage
      icon={<MarkEmailReadIcon />}
      title={t('auth.resetPasswordConfirmed.title')}
      text={t('auth.resetPasswordConfirmed.text')}
      fullWidth
      actions={[{ label: t('auth.backToSignIn'), to: paths.signIn(lang) }]}
    />
  );
}
