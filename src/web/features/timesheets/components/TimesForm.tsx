import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CALENDAR_MESSAGE_KEYS, SUPPORTED_YEARS } from '#shared/calendar-fields';
import type { Timesheet, TimesheetHours } from '#shared/contracts/timesheets';
import { apiErrorText, apiFieldErrors, translateValidationMessage } from '#web/i18n/messages';
import { fromLocalInput, toLocalInput } from '../timesheet-helpers';

/** The instant of a typed time, or null when it is incomplete or outside the years the app keeps. */
function readTime(value: string, zone: string): string | null {
  const year = Number(value.slice(0, 4));
  if (year < SUPPORTED_YEARS.first || year > SUPPORTED_YEARS.last) return null;
  return fromLocalInput(value, zone);
}

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
  const [start, setStart] = useState(toLocalInput(from.start, zone));
  const [end, setEnd] = useState(toLocalInput(from.end, zone));
  const [breakMinutes, setBreakMinutes] = useState(String(from.breakMinutes));
  const [reason, setReason] = useState('');
  // A time the form cannot read (a year of six digits, a half-typed day) is said, not ignored.
  const [unreadable, setUnreadable] = useState<{ start?: boolean; end?: boolean }>({});
  const fields = apiFieldErrors(t, error);
  /** A required field's label and the server's message for it, or the form's own. */
  const field = (name: string, label = name) => {
    const own = unreadable[name as 'start' | 'end']
      ? translateValidationMessage(t, CALENDAR_MESSAGE_KEYS.outOfRange)
      : undefined;
    return {
      label: t(`timesheets.form.${label}`),
      error: Boolean(own) || fields.has(name),
      helperText: own ?? fields.get(name),
      required: true,
    };
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const startIso = readTime(start, zone);
    const endIso = readTime(end, zone);
    setUnreadable({ start: !startIso, end: !endIso });
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
      <TextField
        {...field('start')}
        type="datetime-local"
        value={start}
        onChange={(event) => {
          setStart(event.target.value);
          setUnreadable((current) => ({ ...current, start: false }));
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field('end')}
        type="datetime-local"
        value={end}
        onChange={(event) => {
          setEnd(event.target.value);
          setUnreadable((current) => ({ ...current, end: false }));
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
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
