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
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RequestFormValues } from '../../form-values';

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

/** A select bound to the form; its error comes from the form's translated field errors. */
export function SelectField({
  control,
  name,
  list,
  invalid,
  errorText,
  required = false,
  disabled = false,
  hint = ' ',
  keepUnlisted = true,
}: {
  control: Control<RequestFormValues>;
  name: 'qualification' | 'jobType' | 'jobOperation' | 'field' | 'organisation' | 'orig_dept';
  list: FormOption[];
  invalid: boolean;
  /** The field's translated error, shown instead of the hint. */
  errorText: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** The helper text while the field has no error. */
  hint?: string;
  /** A saved value no longer in the list stays selectable (not for ids: they mean nothing). */
  keepUnlisted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
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
          error={invalid}
          helperText={errorText ?? hint}
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

export function SwitchField({
  control,
  name,
}: {
  control: Control<RequestFormValues>;
  name: 'facharzt' | 'assistenzarzt' | 'immediate' | 'accomodation';
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
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
