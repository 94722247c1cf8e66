import { Alert } from '@mui/material';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { SignInForm } from '#web/features/auth/components/SignInForm';

export default function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  // An accepted invitation for an existing account lands here (AcceptInvitationPage).
  const state: unknown = useLocation().state;
  const invitationAccepted =
    !!state &&
    typeof state === 'object' &&
    (state as { notice?: unknown }).notice === 'invitationAccepted';
  return (
    <>
      <AuthHeading title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      {invitationAccepted ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('invitation.accountExisted')}
        </Alert>
      ) : null}
      <SignInForm />
    </>
  );
}
