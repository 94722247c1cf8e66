import { useTranslation } from 'react-i18next';
import { SignInResult } from '#web/features/auth/components/SignInResult';

export default function EmailConfirmedPage() {
  const { t } = useTranslation();
  return (
    <SignInResult
      title={t('auth.emailConfirmed.title')}
      text={t('auth.emailConfirmed.text')}
      button={t('auth.signIn.submit')}
    />
  );
}
