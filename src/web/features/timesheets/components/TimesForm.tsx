import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField } from '#web/components/form/DateField';
import { TimeField } from '#web/components/form/TimeField';
import type { Timesheet, TimesheetHours } from '#shared/contracts/timesheets';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { fromLocalInput, toLocalInput } from '../timesheet-helpers';

export interface TimesFormProps {
  timesheet: Timesheet;
  /** A reason is asked for (the manager's correction). */
  withReason?: boolean;
  busy: boolean;
  error: unknown;
  onSubmit: (hours: TimesheetHours & { reason?: string }) => void;
  onCancel: () => void;
}

/** Start, end and break on the clinic's clock, prefilled with the confirmed or booked times. */
export function TimesForm({
  timesheet,
  withReason,
  busy,
  error,
  onSubmit,
  onCancel,
}: TimesFormProps) {
  const { t } = useTranslation();
  const zone = timesheet.organisationTimeZone;
  const from = timesheet.actual ?? { ...timesheet.booked, breakMinutes: 30 };
  // 'YYYY-MM-DDTHH:mm' on the clinic's clock, entered as a day and a time of our own fields.
  const [start, setStart] = useState(toLocalInput(from.start, zone));
  const [end, setEnd] = useState(toLocalInput(from.end, zone));
  const [breakMinutes, setBreakMinutes] = useState(String(from.breakMinutes));
  const [reason, setReason] = useState('');
  const fields = apiFieldErrors(t, error);
  /** A required field's label and the server's message for it. */
  const field = (name: string, label = name) => ({
    label: t(`timesheets.form.${label}`),
    error: fields.has(name),
    helperText: fields.get(name),
    required: true,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const startIso = fromLocalInput(start, zone);
    const endIso = fromLocalInput(end, zone);
    if (!startIso || !endIso) return;
    onSubmit({
      start: startIso,
      end: endIso,
      breakMinutes: Number(breakMinutes) || 0,
      ...(withReason ? { reason } : {}),
    });
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <DayAndTime {...field('start')} value={start} onChange={setStart} />
      <DayAndTime {...field('end')} value={end} onChange={setEnd} />
      <TextField
        {...field('breakMinutes', 'break')}
        type="number"
        value={breakMinutes}
        onChange={(event) => setBreakMinutes(event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 5 } }}
      />
      {withReason && (
        <TextField
          {...field('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
        />
      )}
      {Boolean(error) && fields.size === 0 && (
        <Alert severity="error">{apiErrorText(t, error)}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {withReason ? t('timesheets.form.saveCorrection') : t('timesheets.form.send')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('timesheets.form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A moment as a day and a time ('YYYY-MM-DDTHH:mm'); either part empty leaves it incomplete. */
function DayAndTime({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText?: string;
  required: boolean;
}) {
  const { t } = useTranslation();
  const [day = '', time = ''] = value.split('T');
  return (
    <Stack direction="row" spacing={1.5} role="group" aria-label={label}>
      <DateField
        label={t('timesheets.form.dayOf', { label })}
        value={day}
        onChange={(next) => onChange(`${next}T${time}`)}
        error={error}
        helperText={helperText}
        required={required}
        fullWidth
      />
      <TimeField
        label={t('timesheets.form.timeOf', { label })}
        value={time}
        onChange={(next) => onChange(`${day}T${next}`)}
        error={error}
        required={required}
        sx={{ maxWidth: 160 }}
      />
    </Stack>
  );
}
