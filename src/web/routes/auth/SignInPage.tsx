import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { AuthHeading } from '../../features/auth/components/AuthHeading';
import { SignInForm } from '../../features/auth/components/SignInForm';

export default function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  return (
    <>
      <AuthHeading title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <SignInForm />
    </>
  );
}
