import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DUTY_KINDS, type DutyKind } from '#shared/contracts/on-call';
import { TimeField } from '#web/components/form/TimeField';
import { useTranslation } from 'react-i18next';
import { formatShiftRange } from '../../shift-dates';
import { useLanguage } from '#web/i18n/useLanguage';
import type { ShiftsEditor } from './useShiftsEditor';

/** Below the open calendar: start and end time, what will be added, the problem, the buttons. */
export function ShiftEntry({ editor }: { editor: ShiftsEditor }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const {
    ns,
    startTime,
    setStartTime,
    endTime,
    setEndTime,
    dutyKind,
    setDutyKind,
    onCallPercent,
    setOnCallPercent,
    preview,
    problem,
    lengthWarning,
    addLabel,
    cancel,
    save,
  } = editor;
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Stack direction="row" spacing={1.5}>
        {(
          [
            ['startTime', startTime, setStartTime],
            ['endTime', endTime, setEndTime],
          ] as const
        ).map(([name, value, setValue]) => (
          <TimeField
            key={name}
            label={t(`requestForm.shifts.${name}`)}
            value={value}
            onChange={setValue}
            fullWidth
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label={t('requestForm.duty.kind')}
          value={dutyKind}
          onChange={(event) => setDutyKind(event.target.value as DutyKind)}
          helperText={t('requestForm.duty.kindHelper')}
          fullWidth
        >
          {DUTY_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`requestForm.duty.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {dutyKind !== 'regular' ? (
          <TextField
            label={t('requestForm.duty.share')}
            value={onCallPercent}
            onChange={(event) => setOnCallPercent(event.target.value)}
            helperText={t('requestForm.duty.shareHelper')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            fullWidth
          />
        ) : null}
      </Stack>
      <Box aria-live="polite">
        {preview.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(`${ns}.preview`, { count: preview.length })}{' '}
            <Box
              component="span"
              sx={{ color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
            >
              {preview
                .map((shift) => formatShiftRange(shift.start, shift.end, lang, editor.timeZone))
                .join(' · ')}
            </Box>
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t(`${ns}.pickDay`)}
          </Typography>
        )}
      </Box>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {lengthWarning && !problem ? (
        <Alert severity="warning" role="alert">
          {lengthWarning}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={cancel} sx={{ minHeight: 44 }}>
          {t('requestForm.shifts.cancel')}
        </Button>
        <Button variant="contained" onClick={save} sx={{ minHeight: 44 }}>
          {addLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
