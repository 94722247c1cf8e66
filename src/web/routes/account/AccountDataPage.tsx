import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { ChangePasswordCard } from '#web/features/auth/components/ChangePasswordCard';
import { PrivacyCard } from '#web/features/privacy/components/PrivacyCard';

/** /{lang}/account/data — the password, the personal-data export and deleting the account. */
export default function AccountDataPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  usePageTitle(t('accountData.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={t('accountData.title')} subtitle={t('accountData.intro')} />
      {me ? <ChangePasswordCard email={me.email} /> : null}
      {me ? <PrivacyCard /> : null}
    </Stack>
  );
}
