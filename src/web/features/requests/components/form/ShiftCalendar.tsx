import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { ShiftEntry } from './ShiftEntry';
import type { ShiftsEditor } from './useShiftsEditor';

/**
 * The calendar, closed for input until Add; a period is picked as a range, staff days as many
 * single days, and an edited shift as one day.
 */
export function ShiftCalendar({ editor, error }: { editor: ShiftsEditor; error?: string }) {
  const { t } = useTranslation();
  const { ns, periods, active, mode, days, setDays, range, setRange, setProblem, calendarProps } =
    editor;
  return (
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

      {active ? <ShiftEntry editor={editor} /> : null}
    </Box>
  );
}
