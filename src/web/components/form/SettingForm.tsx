import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Box, Button, InputAdornment, Stack } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A number typed with a decimal point or comma, its unit after it ('%', '€'). */
export function DecimalField<T extends FieldValues>({
  unit,
  ...props
}: FormTextFieldProps<T> & { unit: string }) {
  return (
    <FormTextField
      autoComplete="off"
      sx={{ maxWidth: 280 }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
      {...props}
    />
  );
}

/**
 * A form of one setting: its field (and any note) as children, then what was saved (a closable
 * status), the server's error and the save button.
 */
export function SettingForm({
  onSubmit,
  saved,
  onCloseSaved,
  serverError,
  submitting,
  saveLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saved: ReactNode;
  onCloseSaved: () => void;
  serverError: string | null;
  submitting: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {children}
        {saved ? (
          <Alert severity="success" role="status" onClose={onCloseSaved}>
            {saved}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            sx={{ minHeight: 44, minWidth: 140 }}
          >
            {saveLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
