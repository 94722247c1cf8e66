import { useState, type HTMLAttributes, type Ref } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';

export interface ChipTextFieldProps {
  id?: string;
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** `list` with what `text` holds added (split, cleaned, without repeats). */
  add: (list: string[], text: string) => string[];
  /** Typing one of these turns the text so far into chips. */
  separators: RegExp;
  /** What the input keeps of each keystroke (digits only, say); all of it by default. */
  clean?: (text: string) => string;
  label: string;
  /** Shown in the empty field. */
  placeholder?: string;
  help: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * Free text as chips: typed text becomes chips at a separator, Enter or on leaving the field,
 * and pasted lists are split the same way.
 */
export function ChipTextField({
  id,
  value,
  onChange,
  onBlur,
  add,
  separators,
  clean = (text) => text,
  label,
  placeholder,
  help,
  error,
  inputRef,
  inputMode,
}: ChipTextFieldProps) {
  const [input, setInput] = useState('');
  const commit = (text: string) => {
    // Leaving an empty field is no change: the form must not turn dirty from it.
    if (text.trim() !== '') onChange(add(value, text));
    setInput('');
  };
  return (
    <Autocomplete<string, true, false, true>
      id={id}
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        if (separators.test(text)) commit(text);
        else setInput(clean(text));
      }}
      onChange={(_event, next) => {
        onChange(next.reduce<string[]>((list, item) => add(list, item), []));
        setInput('');
      }}
      onBlur={() => {
        commit(input);
        onBlur?.();
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={item} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          error={Boolean(error)}
          helperText={error ?? help}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode },
          }}
        />
      )}
    />
  );
}
