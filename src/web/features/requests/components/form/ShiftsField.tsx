import { useState } from 'react';
import type { Ref } from 'react';
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import { DayPicker } from 'react-day-picker';
import type { DateRange } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import type { RequestKind } from '#shared/request-states';
import { useLanguage } from '#web/i18n/useLanguage';
import { SHIFT_PROBLEM_KEYS, shiftProblem } from '../../form-values';
import type { ShiftValue } from '../../form-values';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  formatShiftRange,
  formatTime,
  parseTime,
  shiftFromDays,
  startOfDay,
  suggestedDay,
} from '../../shift-dates';

type Mode = { kind: 'idle' } | { kind: 'add' } | { kind: 'edit'; index: number };

export interface ShiftsFieldProps {
  kind: RequestKind;
  value: ShiftValue[];
  onChange: (shifts: ShiftValue[]) => void;
  /** The translated error of the whole list (missing, in the past, ...). */
  error?: string;
  /** Receives focus when the form is sent without dates. */
  addButtonRef?: Ref<HTMLButtonElement>;
  /** Told when the calendar opens (Add, edit) and closes (added, saved, cancelled). */
  onActiveChange?: (active: boolean) => void;
}

/**
 * The dates of a request (spec 001 section 4, "date entry modes"): the calendar stays disabled
 * until Add is pressed; then days are picked with a start and an end time (default 12:00 to
 * 12:00), added, edited or the entry cancelled. A staff request takes several days at once, each
 * one shift; a substitute doctor's period runs from a first to a last day.
 */
export function ShiftsField({
  kind,
  value,
  onChange,
  error,
  addButtonRef,
  onActiveChange,
}: ShiftsFieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wide = useMediaQuery('(min-width:841px)', { noSsr: true });
  const [mode, setModeState] = useState<Mode>({ kind: 'idle' });
  const setMode = (next: Mode) => {
    setModeState(next);
    onActiveChange?.(next.kind !== 'idle');
  };
  const [days, setDays] = useState<Date[]>([]);
  const [range, setRange] = useState<DateRange | undefined>();
  const [startTime, setStartTime] = useState(DEFAULT_START_TIME);
  const [endTime, setEndTime] = useState(DEFAULT_END_TIME);
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(() => startOfDay(Date.now()));
  const [month, setMonth] = useState<Date>(() => suggestedDay([], Date.now()));
  const periods = kind === 'substitute_doctor';
  const active = mode.kind !== 'idle';
  const ns = periods ? 'requestForm.periods' : 'requestForm.shifts';

  const startAdding = () => {
    const day = suggestedDay(
      value.map((shift) => shift.start),
      Date.now(),
    );
    setDays([day]);
    setRange({ from: day, to: undefined });
    setMonth(day);
    setStartTime(DEFAULT_START_TIME);
    setEndTime(DEFAULT_END_TIME);
    setProblem(null);
    setMode({ kind: 'add' });
  };

  const startEditing = (index: number) => {
    const shift = value[index];
    if (!shift) return;
    const from = startOfDay(shift.start);
    setDays([from]);
    setRange({ from, to: startOfDay(shift.end) });
    setMonth(from);
    setStartTime(formatTime(shift.start));
    setEndTime(formatTime(shift.end));
    setProblem(null);
    setMode({ kind: 'edit', index });
  };

  const cancel = () => {
    setProblem(null);
    setMode({ kind: 'idle' });
  };

  /** The shifts the picked days and times stand for. */
  const drafted = (): ShiftValue[] => {
    if (parseTime(startTime) === null || parseTime(endTime) === null) return [];
    if (periods) {
      if (!range?.from) return [];
      // A period picked as one day runs from its start to the next day (12:00 to 12:00).
      const to = range.to && range.to > range.from ? range.to : undefined;
      return [shiftFromDays(range.from, to, startTime, endTime)];
    }
    return [...days]
      .sort((a, b) => a.getTime() - b.getTime())
      .map((day) => shiftFromDays(day, undefined, startTime, endTime));
  };

  const save = () => {
    if (parseTime(startTime) === null || parseTime(endTime) === null) {
      setProblem(t('requestForm.shifts.timeMissing'));
      return;
    }
    const shifts = drafted();
    if (shifts.length === 0) {
      setProblem(t(`${ns}.pickDay`));
      return;
    }
    const now = Date.now();
    for (const shift of shifts) {
      const found = shiftProblem(shift, now);
      if (found) {
        setProblem(t(`validation.${SHIFT_PROBLEM_KEYS[found]}`));
        return;
      }
    }
    let next: ShiftValue[];
    if (mode.kind === 'edit') {
      const old = value[mode.index];
      next = value.map((shift, index) =>
        index === mode.index ? { ...shifts[0]!, ...(old?._id ? { _id: old._id } : {}) } : shift,
      );
    } else {
      // Picking a day that already has the same shift adds nothing twice.
      const fresh = shifts.filter(
        (shift) => !value.some((old) => old.start === shift.start && old.end === shift.end),
      );
      next = [...value, ...fresh];
    }
    onChange(next.sort((a, b) => a.start - b.start));
    setMode({ kind: 'idle' });
    setProblem(null);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    if (mode.kind === 'edit') setMode({ kind: 'idle' });
  };

  const preview = active ? drafted() : [];
  const booked = value.map((shift) => startOfDay(shift.start));
  const addLabel =
    mode.kind === 'edit'
      ? t(`${ns}.saveOne`)
      : periods
        ? t(`${ns}.addOne`)
        : t('requestForm.shifts.addMany', { count: Math.max(preview.length, 1) });

  const calendarProps = {
    weekStartsOn: 1 as const,
    locale: lang === 'de' ? de : enGB,
    month,
    onMonthChange: setMonth,
    startMonth: today,
    numberOfMonths: wide && periods ? 2 : 1,
    // Closed for input until Add (spec 001 section 4); past days can never be picked.
    disabled: active ? [{ before: today }] : true,
    modifiers: { booked },
    modifiersClassNames: { booked: 'shift-booked' },
  };

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(`${ns}.title`)}{' '}
          <Box component="span" aria-hidden="true" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
            *
          </Box>
        </Typography>
        {!active ? (
          <Button
            ref={addButtonRef}
            variant={value.length === 0 ? 'contained' : 'outlined'}
            startIcon={<AddIcon />}
            onClick={startAdding}
            sx={{ minHeight: 44 }}
          >
            {t(`${ns}.add`)}
          </Button>
        ) : null}
      </Stack>

      {value.length > 0 ? (
        <List
          dense
          aria-label={t(`${ns}.listLabel`)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5, py: 0 }}
        >
          {value.map((shift, index) => {
            const text = formatShiftRange(shift.start, shift.end, lang);
            const editing = mode.kind === 'edit' && mode.index === index;
            return (
              <ListItem
                key={`${shift._id ?? 'new'}-${shift.start}-${shift.end}`}
                divider={index < value.length - 1}
                sx={{
                  pr: 13,
                  minHeight: 52,
                  bgcolor: editing ? 'action.selected' : undefined,
                }}
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <IconButton
                      aria-label={t(`${ns}.editOne`, { text })}
                      onClick={() => startEditing(index)}
                      disabled={active}
                      sx={{ width: 44, height: 44 }}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t(`${ns}.removeOne`, { text })}
                      onClick={() => remove(index)}
                      disabled={mode.kind === 'add'}
                      sx={{ width: 44, height: 44 }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                }
              >
                <EventIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1.5, flexShrink: 0 }} />
                <ListItemText
                  primary={text}
                  slotProps={{ primary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}

      <Box
        role="group"
        aria-label={t(`${ns}.calendarLabel`)}
        aria-disabled={!active}
        sx={(theme) => ({
          border: 1,
          borderColor: error && !active ? 'error.main' : 'divider',
          borderRadius: 1,
          p: { xs: 1, sm: 2 },
          bgcolor: active ? 'background.paper' : 'action.hover',
          '& .rdp-root': {
            '--rdp-accent-color': theme.palette.primary.main,
            '--rdp-accent-background-color': alpha(theme.palette.primary.main, 0.16),
            '--rdp-range_start-color': theme.palette.primary.contrastText,
            '--rdp-range_end-color': theme.palette.primary.contrastText,
            '--rdp-today-color': theme.palette.primary.main,
            '--rdp-day-height': '44px',
            '--rdp-day-width': '44px',
            '--rdp-day_button-height': '42px',
            '--rdp-day_button-width': '42px',
            mx: 'auto',
            width: 'fit-content',
            maxWidth: '100%',
            opacity: active ? 1 : 0.6,
          },
          '& .rdp-months': { flexWrap: 'nowrap' },
          '& .rdp-chevron': { fill: theme.palette.primary.main },
          // Picked days filled, so three taps read as three shifts at a glance.
          '& .rdp-selected .rdp-day_button': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderColor: 'primary.main',
          },
          '& .shift-booked:not(.rdp-selected) .rdp-day_button': {
            boxShadow: `inset 0 -3px 0 ${theme.palette.secondary.main}`,
            fontWeight: 700,
          },
        })}
      >
        {!active ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 1 }}>
            {t(`${ns}.closedHint`)}
          </Typography>
        ) : null}
        {periods ? (
          <DayPicker
            {...calendarProps}
            mode="range"
            selected={range}
            onSelect={(next) => {
              setRange(next);
              setProblem(null);
            }}
          />
        ) : mode.kind === 'edit' ? (
          <DayPicker
            {...calendarProps}
            mode="single"
            required
            selected={days[0]}
            onSelect={(day) => {
              setDays([day]);
              setProblem(null);
            }}
          />
        ) : (
          <DayPicker
            {...calendarProps}
            mode="multiple"
            selected={days}
            onSelect={(next) => {
              setDays(next ?? []);
              setProblem(null);
            }}
          />
        )}

        {active ? (
          <Stack spacing={1.5} sx={{ mt: 1.5 }}>
            <Stack direction="row" spacing={1.5}>
              <TextField
                type="time"
                label={t('requestForm.shifts.startTime')}
                value={startTime}
                onChange={(event) => setStartTime(event.target.value)}
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
              <TextField
                type="time"
                label={t('requestForm.shifts.endTime')}
                value={endTime}
                onChange={(event) => setEndTime(event.target.value)}
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
            </Stack>
            <Box aria-live="polite">
              {preview.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t(`${ns}.preview`, { count: preview.length })}{' '}
                  <Box component="span" sx={{ color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                    {preview.map((shift) => formatShiftRange(shift.start, shift.end, lang)).join(' · ')}
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
        ) : null}
      </Box>
      {error ? (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
