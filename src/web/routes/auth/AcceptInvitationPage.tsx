import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { meQueryKey } from '#web/features/auth/api';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { PasswordStrengthHint } from '#web/features/auth/components/PasswordStrengthHint';
import { useInvitation } from '#web/features/invitations/api';
import { InvitationAcceptance } from '#web/features/invitations/components/InvitationAcceptance';
import { InvitationIntro } from '#web/features/invitations/components/InvitationIntro';
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

  return (
    <>
      <AuthHeading
        title={invitation.isError ? t('invitation.invalidTitle') : t('invitation.title')}
        subtitle={invitation.data ? <InvitationIntro info={invitation.data} /> : undefined}
      />
      <InvitationAcceptance
        token={token}
        passwordHint={(password) => (
          <PasswordStrengthHint password={password} id="invitation-password-strength" />
        )}
        onAccepted={async (answer, role) => {
          if (answer.accountExisted || !answer.session) {
            await navigate(paths.signIn(lang), {
              replace: true,
              state: { notice: 'invitationAccepted' },
            });
            return;
          }
          // A new session: load the user afresh, then go to the role's home.
          queryClient.removeQueries({ queryKey: meQueryKey });
          await navigate(paths.homeForRole(lang, role), { replace: true });
        }}
      />
    </>
  );
}
