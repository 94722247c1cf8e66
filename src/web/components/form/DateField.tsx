import { lazy, Suspense, useId, useRef, useState, type Ref } from 'react';
import { IconButton, InputAdornment, Popover, TextField, type SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';
import { addDaysIso, DATE_PATTERN, formatDayText, parseDayText } from './date-text';

const DateFieldCalendar = lazy(() => import('./DateFieldCalendar'));

export interface DateFieldProps {
  label: string;
  /** ISO day ('2026-11-29') or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A date typed or picked in the screen's language, not the device's: "TT.MM.JJJJ"
 * on a German screen, "DD/MM/YYYY" on an English one. The text is read when it makes a day; the
 * arrow keys move it by a day; the button opens a month grid. A text that makes no day says so.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  min,
  max,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
}: DateFieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState(() => formatDayText(value, lang));
  const [shown, setShown] = useState({ value, lang });
  const [invalid, setInvalid] = useState(false);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const forkedInputRef = useForkRef(input, inputRef);
  const calendarId = useId();
  // A value set from outside (a reset, a preset) replaces what was typed.
  if (shown.value !== value || shown.lang !== lang) {
    setShown({ value, lang });
    if ((parseDayText(text) ?? '') !== value || shown.lang !== lang) {
      setText(formatDayText(value, lang));
      setInvalid(false);
    }
  }
  const outside = (iso: string) => (min && iso < min) || (max && iso > max);

  const type = (next: string) => {
    setText(next);
    setInvalid(false);
    const iso = parseDayText(next);
    if (next.trim() === '') onChange('');
    else if (iso && !outside(iso)) onChange(iso);
  };
  const leave = () => {
    const iso = parseDayText(text);
    if (text.trim() === '') setInvalid(false);
    else if (!iso || outside(iso)) {
      setInvalid(true);
      onChange('');
    } else setText(formatDayText(iso, lang));
    onBlur?.();
  };
  const pick = (iso: string) => {
    setText(formatDayText(iso, lang));
    setInvalid(false);
    onChange(iso);
    setAnchorEl(null);
    input.current?.focus();
  };

  return (
    <>
      <TextField
        ref={anchor}
        label={label}
        name={name}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          const base = parseDayText(text);
          if (!base) return;
          event.preventDefault();
          const next = addDaysIso(base, event.key === 'ArrowUp' ? 1 : -1);
          if (!outside(next)) pick(next);
        }}
        required={required}
        disabled={disabled}
        error={error || invalid}
        helperText={
          invalid ? t('pickers.invalidDate', { pattern: DATE_PATTERN[lang] }) : helperText
        }
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        placeholder={DATE_PATTERN[lang]}
        autoComplete="off"
        inputRef={forkedInputRef}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', 'aria-invalid': error || invalid || undefined },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size={size === 'small' ? 'small' : 'medium'}
                  onClick={() => setAnchorEl(anchor.current)}
                  disabled={disabled}
                  aria-label={t('pickers.openCalendar', { label })}
                  aria-haspopup="dialog"
                  aria-controls={open ? calendarId : undefined}
                  aria-expanded={open}
                >
                  <CalendarIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        id={calendarId}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Suspense fallback={null}>
          <DateFieldCalendar
            value={parseDayText(text) ?? value}
            lang={lang}
            min={min}
            max={max}
            onPick={pick}
          />
        </Suspense>
      </Popover>
    </>
  );
}
