import { useState } from 'react';
import {
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
import type { OutboxItem } from '#shared/contracts/outbox';
import { useDisplayedRows } from '#web/components/data-table/ListPagination';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftMoment } from '#web/lib/shift-time';
import { useOutbox } from '../api';

type Channel = 'all' | 'email' | 'sms';
const STATUS_COLOUR = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'error',
} as const;

/** Outgoing e-mails and SMS, one channel at a time, a page at a time. */
export function OutboxList() {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>('sms');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const outbox = useOutbox(channel, page, pageSize);
  const displayedRows = useDisplayedRows('admin.table.displayedRows', outbox.data?.totalCapped);

  return (
    <>
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
        <ToggleButton value="push">{t('notifications.outbox.push')}</ToggleButton>
        <ToggleButton value="all">{t('notifications.outbox.all')}</ToggleButton>
      </ToggleButtonGroup>
      <QueryState
        query={outbox}
        loading={{
          placeholder: <Skeleton variant="rounded" height={240} />,
          label: t('layout.loading'),
        }}
        isEmpty={(data) => data.items.length === 0}
        empty={t('notifications.outbox.empty')}
      >
        {(data) => (
          <>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.items.map((item) => (
                <OutboxCard key={item.id} item={item} />
              ))}
            </Stack>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 20, 50]}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={t('notifications.outbox.perPage')}
              labelDisplayedRows={displayedRows}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

function OutboxCard({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
        >
          <Chip size="small" label={t(`notifications.outbox.${item.channel}`)} />
          <Chip
            size="small"
            color={STATUS_COLOUR[item.status]}
            label={t(`notifications.outbox.status.${item.status}`)}
          />
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{item.recipient}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            <time dateTime={item.createdAt}>
              {formatShiftMoment(Date.parse(item.createdAt), lang)}
            </time>
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
            {t('notifications.outbox.lastError', {
              attempts: item.attempts,
              error: item.lastError,
            })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
