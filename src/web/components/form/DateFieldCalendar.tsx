import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { Box } from '@mui/material';
import type { Language } from '#shared/language-codes';

const toDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
};
const pad = (value: number) => String(value).padStart(2, '0');
const toIso = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The month grid a date field opens (its own chunk): arrow keys move by day and week, Page keys by
 * month, Enter picks; the screen's language names months and days, weeks start on Monday.
 */
export default function DateFieldCalendar({
  value,
  lang,
  min,
  max,
  onPick,
}: {
  value: string;
  lang: Language;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
}) {
  const selected = value ? toDate(value) : undefined;
  const disabled = [
    ...(min ? [{ before: toDate(min) }] : []),
    ...(max ? [{ after: toDate(max) }] : []),
  ];
  return (
    <Box
      sx={(theme) => ({
        p: 1,
        '& .rdp-root': {
          '--rdp-accent-color': theme.palette.primary.main,
          '--rdp-accent-background-color': theme.palette.action.selected,
          '--rdp-day-height': '40px',
          '--rdp-day-width': '40px',
          '--rdp-day_button-height': '38px',
          '--rdp-day_button-width': '38px',
        },
        '& .rdp-chevron': { fill: theme.palette.primary.main },
        '& .rdp-selected .rdp-day_button': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      })}
    >
      <DayPicker
        mode="single"
        autoFocus
        weekStartsOn={1}
        locale={lang === 'de' ? de : enGB}
        defaultMonth={selected ?? (min ? toDate(min) : undefined)}
        selected={selected}
        disabled={disabled}
        onSelect={(day) => {
          if (day) onPick(toIso(day));
        }}
      />
    </Box>
  );
}
