import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { meQueryKey } from '#web/features/auth/api';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { PasswordStrengthHint } from '#web/features/auth/components/PasswordStrengthHint';
import { useInvitation } from '#web/features/invitations/api';
import { AcceptInvitationForm } from '#web/features/invitations/components/AcceptInvitationForm';
import { InvitationIntro } from '#web/features/invitations/components/InvitationIntro';
import { isApiError } from '#web/lib/api-client';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/auth/accept-invitation?token=…: the link of an invitation e-mail. */
export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').slice(0, 200);
  const invitation = useInvitation(token);
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('invitation.title'));

  let body: React.ReactNode;
  if (!token) {
    body = <Alert severity="warning">{t('invitation.missingToken')}</Alert>;
  } else if (invitation.isPending) {
    body = <LoadingScreen minHeight={160} />;
  } else if (invitation.isError) {
    const invalid =
      isApiError(invitation.error) &&
      invitation.error.status >= 400 &&
      invitation.error.status < 500 &&
      invitation.error.status !== 429;
    body = (
      <Alert severity="error" role="alert">
        {invalid ? t('invitation.invalid') : apiErrorText(t, invitation.error)}
      </Alert>
    );
  } else {
    const info = invitation.data;
    body = (
      <AcceptInvitationForm
        token={token}
        info={info}
        passwordHint={(password) => (
          <PasswordStrengthHint password={password} id="invitation-password-strength" />
        )}
        onAccepted={async (answer) => {
          if (answer.accountExisted || !answer.session) {
            await navigate(paths.signIn(lang), {
              replace: true,
              state: { notice: 'invitationAccepted' },
            });
            return;
          }
          // A new session: load the user afresh, then go to the role's home.
          queryClient.removeQueries({ queryKey: meQueryKey });
          await navigate(paths.homeForRole(lang, info.role), { replace: true });
        }}
      />
    );
  }

  return (
    <>
      <AuthHeading
        title={invitation.isError ? t('invitation.invalidTitle') : t('invitation.title')}
        subtitle={invitation.data ? <InvitationIntro info={invitation.data} /> : undefined}
      />
      {body}
    </>
  );
}
