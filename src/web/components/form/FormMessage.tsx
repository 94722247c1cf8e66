import { Alert } from '@mui/material';
import type { AlertColor } from '@mui/material';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '#web/i18n/messages';

/** The translated text of a field's error (zod messages are validation.* keys). */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: Pick<FieldError, 'message'> | undefined): string | undefined =>
    error?.message ? translateValidationMessage(t, error.message) : undefined;
}

/** A form-level message (a server error that belongs to no field, or a notice). */
export function FormMessage({
  message,
  severity = 'error',
  children,
}: {
  message?: string | null;
  severity?: AlertColor;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!message && !children) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {message ? translateValidationMessage(t, message) : null}
      {children}
    </Alert>
  );
}
