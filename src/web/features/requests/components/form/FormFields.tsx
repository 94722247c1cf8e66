import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RequestFormState } from './useRequestForm';

export interface FormOption {
  value: string;
  label: string;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

type SelectName =
  'qualification' | 'jobType' | 'jobOperation' | 'field' | 'organisation' | 'orig_dept';
type SwitchName = 'facharzt' | 'assistenzarzt' | 'immediate' | 'accomodation';
type TextName = 'title' | 'subtitle' | 'desc' | 'timeLimit' | 'payActive' | 'payOnCall';

/**
 * A text field bound to the form: its label from the field's name, its error from the form's
 * translated field errors, shown instead of the hint.
 */
export function FormTextField({
  state,
  name,
  hint = ' ',
  ...field
}: { state: RequestFormState; name: TextName; hint?: string } & Pick<
  TextFieldProps,
  'placeholder' | 'required' | 'multiline' | 'minRows' | 'type' | 'slotProps'
>) {
  const { t } = useTranslation();
  const { form, text } = state;
  return (
    <TextField
      {...form.register(name)}
      {...field}
      label={t(`requestForm.fields.${name}`)}
      fullWidth
      error={Boolean(form.formState.errors[name])}
      helperText={text(name) ?? hint}
    />
  );
}

/** A select bound to the form, labelled and showing its error like FormTextField. */
export function SelectField({
  state,
  name,
  list,
  required = false,
  disabled = false,
  hint = ' ',
  keepUnlisted = true,
}: {
  state: RequestFormState;
  name: SelectName;
  list: FormOption[];
  required?: boolean;
  disabled?: boolean;
  /** The helper text while the field has no error. */
  hint?: string;
  /** A saved value no longer in the list stays selectable (not for ids: they mean nothing). */
  keepUnlisted?: boolean;
}) {
  const { t } = useTranslation();
  const { form, text } = state;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          select
          fullWidth
          required={required}
          disabled={disabled}
          label={t(`requestForm.fields.${name}`)}
          error={Boolean(form.formState.errors[name])}
          helperText={text(name) ?? hint}
        >
          {keepUnlisted && field.value && !list.some((option) => option.value === field.value) ? (
            <MenuItem value={field.value}>{field.value}</MenuItem>
          ) : null}
          {list.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function SwitchField({ state, name }: { state: RequestFormState; name: SwitchName }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={state.form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ minHeight: 44, mr: 3 }}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={t(`requestForm.fields.${name}`)}
        />
      )}
    />
  );
}
