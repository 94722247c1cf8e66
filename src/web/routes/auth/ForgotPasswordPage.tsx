import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { AuthHeading } from '../../features/auth/components/AuthHeading';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgotPassword.title'));
  return (
    <>
      <AuthHeading
        title={t('auth.forgotPassword.title')}
        subtitle={t('auth.forgotPassword.subtitle')}
      />
      <ForgotPasswordForm />
    </>
  );
}
