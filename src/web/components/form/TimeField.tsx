import { useState, type Ref } from 'react';
import { TextField, type SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';
import { addMinutesToTime, parseTimeText, TIME_PATTERN } from './date-text';

export interface TimeFieldProps {
  label: string;
  /** 'HH:mm' (24 hours) or '' for none. */
  value: string;
  onChange: (time: string) => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Minutes the arrow keys move the time by. */
  step?: number;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A time on a 24-hour clock in both languages, whatever the device's clock: "0630",
 * "6:30" and "6.30" all read 06:30; the arrow keys move it by `step` minutes. A text that makes
 * no time hands out '' and says so when the field is left.
 */
export function TimeField({
  label,
  value,
  onChange,
  name,
  inputRef,
  step = 5,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
}: TimeFieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (shown !== value) {
    setShown(value);
    if ((parseTimeText(text) ?? '') !== value) {
      setText(value);
      setInvalid(false);
    }
  }
  const type = (next: string) => {
    setText(next);
    setInvalid(false);
    onChange(parseTimeText(next) ?? '');
  };
  const leave = () => {
    const time = parseTimeText(text);
    if (time) setText(time);
    else setInvalid(text.trim() !== '');
  };
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const base = parseTimeText(text) ?? '00:00';
        const next = addMinutesToTime(base, event.key === 'ArrowUp' ? step : -step);
        setText(next);
        setInvalid(false);
        onChange(next);
      }}
      required={required}
      disabled={disabled}
      error={error || invalid}
      helperText={invalid ? t('pickers.invalidTime', { pattern: TIME_PATTERN[lang] }) : helperText}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      placeholder={TIME_PATTERN[lang]}
      autoComplete="off"
      inputRef={inputRef}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', 'aria-invalid': error || invalid || undefined },
      }}
    />
  );
}
