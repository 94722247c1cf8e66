import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from './FormMessage';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'helperText' | 'form'
> & {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<T>;
  /** Shown while the field has no error; a blank line by default, so the layout does not jump. */
  hint?: React.ReactNode;
};

/** A text field registered with its form: its error in the page's language, else the hint. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  hint = ' ',
  ...props
}: FormTextFieldProps<T>) {
  const fieldError = useFieldErrorText();
  const { error } = form.getFieldState(name, form.formState);
  return (
    <TextField
      {...form.register(name)}
      {...props}
      error={Boolean(error)}
      helperText={fieldError(error) ?? hint}
    />
  );
}
