import { useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  TablePagination,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useOutbox } from '#web/features/notifications/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftMoment } from '#web/lib/shift-time';

type Channel = 'all' | 'email' | 'sms';
const STATUS_COLOUR = { pending: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

/** /{lang}/admin/outbox — outgoing e-mails and SMS; without SMS_URL the SMS wait here. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [channel, setChannel] = useState<Channel>('sms');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const outbox = useOutbox(channel, page, pageSize);
  usePageTitle(t('notifications.outbox.title'));

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <PageHeader title={t('notifications.outbox.title')} subtitle={t('notifications.outbox.intro')} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={channel}
        onChange={(_event, value: Channel | null) => {
          if (!value) return;
          setChannel(value);
          setPage(0);
        }}
        aria-label={t('notifications.outbox.channel')}
      >
        <ToggleButton value="sms">{t('notifications.outbox.sms')}</ToggleButton>
        <ToggleButton value="email">{t('notifications.outbox.email')}</ToggleButton>
        <ToggleButton value="all">{t('notifications.outbox.all')}</ToggleButton>
      </ToggleButtonGroup>
      {outbox.isError ? <Alert severity="error">{apiErrorText(t, outbox.error)}</Alert> : null}
      {outbox.isLoading ? <Skeleton variant="rounded" height={240} /> : null}
      {outbox.data && outbox.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('notifications.outbox.empty')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {outbox.data?.items.map((item) => (
          <Card key={item.id} component="li" variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
                <Chip size="small" label={t(`notifications.outbox.${item.channel}`)} />
                <Chip size="small" color={STATUS_COLOUR[item.status]} label={t(`notifications.outbox.status.${item.status}`)} />
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{item.recipient}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  <time dateTime={item.createdAt}>{formatShiftMoment(Date.parse(item.createdAt), lang)}</time>
                </Typography>
              </Stack>
              {item.subject ? <Typography sx={{ fontWeight: 600 }}>{item.subject}</Typography> : null}
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 120, overflow: 'auto' }}
              >
                {item.bodyText}
              </Typography>
              {item.lastError ? (
                <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                  {t('notifications.outbox.lastError', { attempts: item.attempts, error: item.lastError })}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
      {outbox.data ? (
        <TablePagination
          component="div"
          count={outbox.data.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('notifications.outbox.perPage')}
        />
      ) : null}
    </Stack>
  );
}
