import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { OutboxList } from '#web/features/notifications/components/OutboxList';

/** /{lang}/admin/outbox — outgoing e-mails and SMS; without SMS_URL the SMS wait here. */
export default function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.outbox.title'));

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t('notifications.outbox.title')}
        subtitle={t('notifications.outbox.intro')}
      />
      <OutboxList />
    </Stack>
  );
}
