import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { MyInvitationsCard } from '#web/features/memberships/components/MyInvitationsCard';
import { MyMembershipsCard } from '#web/features/memberships/components/MyMembershipsCard';

/** /{lang}/account/memberships — invitations to answer and memberships to leave. */
export default function MembershipsPage() {
  const { t } = useTranslation();
  usePageTitle(t('memberships.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={t('memberships.title')} subtitle={t('memberships.intro')} />
      <MyInvitationsCard />
      <MyMembershipsCard />
    </Stack>
  );
}
