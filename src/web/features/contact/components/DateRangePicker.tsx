import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';
import { completeRange, formatDateString, pickDay, startOfDay } from '../date-range';
import type { DayRange, DraftRange } from '../date-range';

export interface DateRangePickerProps {
  /** The saved range the picker starts from. */
  value: DayRange | undefined;
  /** Save: the chosen range (undefined when it was cleared by clicking inside it). */
  onSave: (range: DayRange | undefined) => void;
  /** Close without saving. */
  onClose: () => void;
  /** Reset to today only (spec 001 section 4). */
  onClear: () => void;
  /** Called once rendered, so the popover can fit the calendar into the window. */
  onReady?: () => void;
}

/**
 * The calendar of the date selector: two months from 841 px, four stacked months below
 * (spec 001 sections 5 and 9), weeks from Monday, in the page language. Loaded on demand.
 */
export default function DateRangePicker({
  value,
  onSave,
  onClose,
  onClear,
  onReady,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wide = useMediaQuery('(min-width:841px)', { noSsr: true });
  const [draft, setDraft] = useState<DraftRange>(value);
  const [today] = useState(() => startOfDay(new Date()));
  const chosen = completeRange(draft);
  useEffect(() => onReady?.(), [onReady, wide]);

  return (
    <Box
      sx={(theme) => ({
        p: { xs: 1, sm: 2 },
        // react-day-picker sets its variables on .rdp-root, so they are overridden there.
        '& .rdp-root': {
          '--rdp-accent-color': theme.palette.primary.main,
          '--rdp-accent-background-color': alpha(theme.palette.primary.main, 0.16),
          '--rdp-range_start-color': theme.palette.primary.contrastText,
          '--rdp-range_end-color': theme.palette.primary.contrastText,
          '--rdp-today-color': theme.palette.primary.main,
          '--rdp-day-height': wide ? '40px' : '38px',
          '--rdp-day-width': wide ? '40px' : '38px',
          '--rdp-day_button-height': wide ? '38px' : '36px',
          '--rdp-day_button-width': wide ? '38px' : '36px',
          '--rdp-months-gap': wide ? '2rem' : '1rem',
          mx: 'auto',
          width: 'fit-content',
        },
        '& .rdp-months': { flexDirection: wide ? 'row' : 'column', flexWrap: 'nowrap' },
        '& .rdp-month_caption': { fontSize: '1rem' },
        '& .rdp-chevron': { fill: theme.palette.primary.main },
        '& .rdp-today:not(.rdp-selected) .rdp-day_button': { fontWeight: 700 },
      })}
    >
      <DayPicker
        mode="range"
        selected={draft}
        onSelect={(_range, day) => setDraft((current) => pickDay(current, day))}
        numberOfMonths={wide ? 2 : 4}
        pagedNavigation={wide}
        weekStartsOn={1}
        locale={lang === 'de' ? de : enGB}
        defaultMonth={value?.from ?? today}
        startMonth={today}
        disabled={{ before: today }}
        footer={
          <Typography variant="body2" sx={{ mt: 1.5, textAlign: 'center' }}>
            {chosen ? formatDateString(chosen, lang) : t('contact.dates.none')}
          </Typography>
        }
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{
          mt: 1.5,
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          rowGap: 1,
          // Four stacked months scroll inside the popover; the buttons stay in reach.
          position: 'sticky',
          bottom: 0,
          py: 1,
          bgcolor: 'background.paper',
          borderTop: wide ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <Button onClick={onClear} sx={{ mr: 'auto !important' }}>
          {t('contact.dates.clear')}
        </Button>
        <Button variant="outlined" onClick={onClose}>
          {t('contact.dates.close')}
        </Button>
        <Button variant="contained" onClick={() => onSave(chosen)}>
          {t('contact.dates.save')}
        </Button>
      </Stack>
    </Box>
  );
}
