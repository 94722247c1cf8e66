import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
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
    preview,
    problem,
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
          <TextField
            key={name}
            type="time"
            label={t(`requestForm.shifts.${name}`)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        ))}
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
