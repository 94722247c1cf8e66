import { useState } from 'react';
import type { Ref } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mergeSkills, splitSkills } from '../../form-values';

export interface SkillsFieldProps {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * Skills as chips: typed text becomes a chip at a comma, Enter or on leaving the field
 * (the spec separates skills with comma and space); pasted lists are split the same way.
 */
export function SkillsField({ value, onChange, onBlur, inputRef, error }: SkillsFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');

  const commit = (text: string) => {
    const added = splitSkills(text);
    if (added.length > 0) onChange(mergeSkills(value, added));
    setInput('');
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        if (text.includes(',')) commit(text);
        else setInput(text);
      }}
      onChange={(_event, next) => {
        onChange(mergeSkills([], next.flatMap((item) => splitSkills(item))));
        setInput('');
      }}
      onBlur={() => {
        commit(input);
        onBlur?.();
      }}
      renderValue={(items, getItemProps) =>
        items.map((skill, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={skill} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('requestForm.fields.skills')}
          placeholder={value.length === 0 ? t('requestForm.fields.skillsPlaceholder') : undefined}
          error={Boolean(error)}
          helperText={error ?? t('requestForm.fields.skillsHelp')}
        />
      )}
    />
  );
}
