import type { Ref } from 'react';
import { Autocomplete, TextField } from '@mui/material';

/** A free-text field with suggestions: the search's specialist and department inputs. */
export function SuggestField({
  id,
  name,
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  return (
    <Autocomplete
      id={id}
      freeSolo
      autoHighlight={false}
      options={options}
      value={value || null}
      inputValue={value}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      slotProps={{ listbox: { sx: { maxHeight: 294 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
