import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Timesheet } from '#shared/contracts/timesheets';
import { formatCalendarDay } from '#shared/format';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { QueryState } from '#web/components/query-state/QueryState';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useApproveTimesheets, useCorrectTimesheet, useTimesheetWeek } from '../api';
import { mondayOf } from '../timesheet-helpers';
import { TimesForm } from './TimesForm';
import { TimesheetSummary, notOverYet } from './TimesheetSummary';

/** What is about to be approved: approving cannot be undone, so it is asked about first. */
type Approval = { ids: string[]; names: string };

/** One timesheet of the week: approve it, or correct it with a reason. */
function WeekRow({
  timesheet,
  busy,
  onApprove,
  acknowledged,
}: {
  timesheet: Timesheet;
  busy: boolean;
  onApprove: (approval: Approval) => void;
  acknowledged: boolean;
}) {
  const { t } = useTranslation();
  const correct = useCorrectTimesheet();
  const [correcting, setCorrecting] = useState(false);
  const open =
    (timesheet.state === 'awaiting_worker' && !notOverYet(timesheet)) ||
    timesheet.state === 'submitted';
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <TimesheetSummary timesheet={timesheet} showPerson />
        {/* The server refuses approving one's own hours; say why there is no button. */}
        {open && timesheet.ownHours && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('timesheets.ownHours')}
          </Typography>
        )}
        {open && !timesheet.ownHours && !correcting && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {timesheet.state === 'submitted' && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => onApprove({ ids: [timesheet._id], names: timesheet.person.name })}
                aria-label={t('timesheets.approveOne', { name: timesheet.person.name })}
              >
                {t('timesheets.approve')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setCorrecting(true)}>
              {t('timesheets.correct')}
            </Button>
          </Stack>
        )}
        {correcting && (
          <TimesForm
            timesheet={timesheet}
            withReason
            busy={correct.isPending}
            error={correct.error}
            onCancel={() => setCorrecting(false)}
            onSubmit={({ reason, ...hours }) =>
              correct.mutate(
                {
                  id: timesheet._id,
                  body: { ...hours, reason: reason ?? '', acknowledgeWarnings: acknowledged },
                },
                { onSuccess: () => setCorrecting(false) },
              )
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The ward manager's week: every timesheet of the week, approve all or one, correct with a reason. */
export function WeekTimesheets({ today }: { today: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [week, setWeek] = useState(() => mondayOf(today));
  const [acknowledged, setAcknowledged] = useState(false);
  const query = useTimesheetWeek(week);
  const approve = useApproveTimesheets();
  const [asked, setAsked] = useState<Approval | null>(null);
  const waiting = query.data?.waitingBefore;
  const confirmApproval = () => {
    if (!asked) return;
    approve.mutate(
      { ids: asked.ids, acknowledgeWarnings: acknowledged },
      { onSettled: () => setAsked(null) },
    );
  };
  // One's own hours are another manager's to approve: never in "approve all".
  const submitted =
    query.data?.items.filter((item) => item.state === 'submitted' && !item.ownHours) ?? [];
  const withWarnings = submitted.some((item) => item.warnings.length > 0);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => setWeek(mondayOf(week, -1))}>{t('timesheets.previousWeek')}</Button>
        <Typography component="h2" variant="h6">
          {t('timesheets.weekOf', { day: formatCalendarDay(week, lang) })}
        </Typography>
        <Button onClick={() => setWeek(mondayOf(week, 1))}>{t('timesheets.nextWeek')}</Button>
      </Stack>
      {/* Hours sent in for an earlier week would wait unseen on a manager who opens this one. */}
      {waiting && waiting.count > 0 && waiting.latestWeek ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setWeek(waiting.latestWeek!)}>
              {t('timesheets.waitingBefore.open', {
                day: formatCalendarDay(waiting.latestWeek, lang),
              })}
            </Button>
          }
        >
          {t('timesheets.waitingBefore.text', { count: waiting.count })}
        </Alert>
      ) : null}
      {withWarnings && (
        <FormControlLabel
          control={
            <Checkbox
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
          }
          label={t('timesheets.acknowledge')}
        />
      )}
      {/* Nothing waiting for approval: no button that says "approve all 0". */}
      {submitted.length > 0 && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={approve.isPending}
          onClick={() =>
            setAsked({
              ids: submitted.map((item) => item._id),
              names: submitted.map((item) => item.person.name).join(', '),
            })
          }
        >
          {t('timesheets.approveAll', { count: submitted.length })}
        </Button>
      )}
      {approve.isError && <Alert severity="error">{apiErrorText(t, approve.error)}</Alert>}
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={t('timesheets.noneInWeek')}
      >
        {(data) => (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.items.map((timesheet) => (
              <WeekRow
                key={timesheet._id}
                timesheet={timesheet}
                busy={approve.isPending}
                onApprove={setAsked}
                acknowledged={acknowledged}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        pending={approve.isPending}
        title={t('timesheets.confirmApprove.title', { count: asked?.ids.length ?? 1 })}
        text={t('timesheets.confirmApprove.text', {
          count: asked?.ids.length ?? 1,
          names: asked?.names ?? '',
        })}
        cancelLabel={t('timesheets.form.cancel')}
        confirmLabel={t('timesheets.confirmApprove.submit', { count: asked?.ids.length ?? 1 })}
        confirmColor="success"
        onConfirm={confirmApproval}
      />
    </Stack>
  );
}
