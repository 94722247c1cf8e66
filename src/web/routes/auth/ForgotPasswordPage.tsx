import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { ForgotPasswordForm } from '#web/features/auth/components/ForgotPasswordForm';

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
