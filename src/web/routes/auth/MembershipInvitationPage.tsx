import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { InvitationLinkPanel } from '#web/features/memberships/components/InvitationLinkPanel';

/** /{lang}/membership-invitation?token=…&answer=…: the link of an invitation e-mail; asks before answering. */
export default function MembershipInvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('memberships.link.pageTitle'));
  const [params] = useSearchParams();
  const { me } = useSession();
  const token = params.get('token');
  return <InvitationLinkPanel key={token ?? ''} token={token} signedIn={Boolean(me)} />;
}
