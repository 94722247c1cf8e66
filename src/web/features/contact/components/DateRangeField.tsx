import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import type { PopoverActions } from '@mui/material';
import {
  Box,
  CircularProgress,
  IconButton,
  InputAdornment,
  Popover,
  TextField,
} from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../date-range';

// The calendar (react-day-picker, date-fns locales, its CSS) loads when first opened, so the
// home page does not carry it.
const loadPicker = () => import('./DateRangePicker');
const DateRangePicker = lazy(loadPicker);

export interface DateRangeFieldProps {
  /** The text shown: 'DD/MM/YYYY – DD/MM/YYYY' (DD.MM.YYYY in German), or empty. */
  dateString: string;
  /** The range behind the text, where the calendar opens. */
  range: DayRange | undefined;
  onChange: (range: DayRange | undefined) => void;
  /** Called when the selector closes, for touched state. */
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  /** Today only, used by the Clear button. */
  todayRange: () => DayRange;
}

/**
 * A read-only date input; clicking it (or Enter, Space, the calendar button) opens the range
 * selector, which closes on save, close or clear (spec 001 section 4).
 */
export function DateRangeField({
  dateString,
  range,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  helperText,
  todayRange,
}: DateRangeFieldProps) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const dialogId = useId();
  const popover = useRef<PopoverActions>(null);
  // The calendar arrives after the popover opened (lazy chunk): place it again to fit the window.
  const placeAgain = useCallback(() => popover.current?.updatePosition(), []);

  const show = () => setAnchorEl(anchor.current);
  const close = () => {
    setAnchorEl(null);
    onBlur?.();
  };

  return (
    <>
      <TextField
        ref={anchor}
        name={name}
        inputRef={inputRef}
        label={t('contact.fields.dates')}
        value={dateString}
        placeholder={t('contact.dates.placeholder')}
        error={error}
        helperText={helperText ?? ' '}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            show();
          }
        }}
        onFocus={() => void loadPicker()}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            'aria-controls': open ? dialogId : undefined,
            style: { cursor: 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t('contact.dates.open')}
                  onClick={(event) => {
                    event.stopPropagation();
                    show();
                  }}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        fullWidth
      />
      <Popover
        open={open}
        action={popover}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-label': t('contact.dates.dialog'),
            sx: { maxWidth: 'calc(100vw - 16px)' },
          },
        }}
        marginThreshold={8}
      >
        <Suspense
          fallback={
            <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('contact.loading')} />
            </Box>
          }
        >
          <DateRangePicker
            value={range}
            onSave={(next) => {
              onChange(next);
              close();
            }}
            onClose={close}
            onReady={placeAgain}
            onClear={() => {
              onChange(todayRange());
              close();
            }}
          />
        </Suspense>
      </Popover>
    </>
  );
}
