import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTextField } from '#web/components/form/ChipTextField';
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
  return (
    <ChipTextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      add={(list, text) => mergeSkills(list, splitSkills(text))}
      separators={/,/}
      label={t('requestForm.fields.skills')}
      placeholder={t('requestForm.fields.skillsPlaceholder')}
      help={t('requestForm.fields.skillsHelp')}
      error={error}
      inputRef={inputRef}
    />
  );
}
