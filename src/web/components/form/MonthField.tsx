import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';
import { addMonthsIso, formatMonthText, MONTH_PATTERN, parseMonthText } from './date-text';

/**
 * A month typed in the screen's language: "MM.JJJJ" / "MM/YYYY"; the arrow keys
 * move it by a month. Hands out 'YYYY-MM', or '' while empty or unreadable.
 */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState(() => formatMonthText(value, lang));
  const [shown, setShown] = useState({ value, lang });
  const [invalid, setInvalid] = useState(false);
  if (shown.value !== value || shown.lang !== lang) {
    setShown({ value, lang });
    if ((parseMonthText(text) ?? '') !== value || shown.lang !== lang) {
      setText(formatMonthText(value, lang));
      setInvalid(false);
    }
  }
  const type = (next: string) => {
    setText(next);
    setInvalid(false);
    const iso = parseMonthText(next);
    if (iso || next.trim() === '') onChange(iso ?? '');
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={() => {
        const iso = parseMonthText(text);
        if (iso) setText(formatMonthText(iso, lang));
        else if (text.trim() !== '') {
          setInvalid(true);
          onChange('');
        }
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        const base = parseMonthText(text);
        if (!base) return;
        event.preventDefault();
        const next = addMonthsIso(base, event.key === 'ArrowUp' ? 1 : -1);
        setText(formatMonthText(next, lang));
        onChange(next);
      }}
      error={invalid}
      helperText={invalid ? t('pickers.invalidMonth', { pattern: MONTH_PATTERN[lang] }) : undefined}
      placeholder={MONTH_PATTERN[lang]}
      autoComplete="off"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
