import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Timesheet } from '#shared/contracts/timesheets';
import { QueryState } from '#web/components/query-state/QueryState';
import { apiErrorText } from '#web/i18n/messages';
import { useConfirmTimesheet, useTimesheetsToConfirm } from '../api';
import { TimesForm } from './TimesForm';
import { TimesheetSummary } from './TimesheetSummary';

/** One shift to confirm: one tap when the hours were as booked, or the actual times. */
function ConfirmCard({ timesheet, showPerson }: { timesheet: Timesheet; showPerson: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirmTimesheet();
  const [editing, setEditing] = useState(false);
  const open = timesheet.state === 'awaiting_worker' || timesheet.state === 'submitted';
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <TimesheetSummary timesheet={timesheet} showPerson={showPerson} />
        {open && !editing && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {timesheet.state === 'awaiting_worker' && (
              <Button
                variant="contained"
                size="large"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate({ id: timesheet._id, body: { asBooked: true } })}
              >
                {t('timesheets.asBooked')}
              </Button>
            )}
            <Button size="large" variant="outlined" onClick={() => setEditing(true)}>
              {t('timesheets.editTimes')}
            </Button>
          </Stack>
        )}
        {confirm.isError && !editing && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorText(t, confirm.error)}
          </Alert>
        )}
        {editing && (
          <TimesForm
            timesheet={timesheet}
            busy={confirm.isPending}
            error={confirm.error}
            onCancel={() => setEditing(false)}
            onSubmit={(hours) =>
              confirm.mutate(
                { id: timesheet._id, body: hours },
                { onSuccess: () => setEditing(false) },
              )
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The shifts whose hours the caller confirms, phone first: a worker's own, or a dispatcher's
 * agency staff's (`showPerson`). Those waiting come first.
 */
export function ConfirmTimesheets({ showPerson = false }: { showPerson?: boolean }) {
  const { t } = useTranslation();
  const query = useTimesheetsToConfirm();
  return (
    <Stack spacing={2}>
      <Typography variant="body1">{t('timesheets.confirmIntro')}</Typography>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={t('timesheets.noneToConfirm')}
      >
        {(data) => (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.items.map((timesheet) => (
              <ConfirmCard key={timesheet._id} timesheet={timesheet} showPerson={showPerson} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
