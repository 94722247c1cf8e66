import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#web/components/form/FormTextField';
import { PasswordStrengthHint } from './PasswordStrengthHint';

/** Message key of the repeat check (validation.Passwords_do_not_match). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords_do_not_match';

/** The zod refinement that the repeated password is the new one: `.refine(...repeatMatches)`. */
export const repeatMatches: [
  (values: { newPassword: string; repeatPassword: string }) => boolean,
  { path: string[]; error: string },
] = [
  (values) => values.newPassword === values.repeatPassword,
  { path: ['repeatPassword'], error: PASSWORDS_DO_NOT_MATCH },
];

/** A new password with the rule and its strength beneath, and the same password again. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  strengthId,
  autoFocus,
  fullWidth,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState' | 'control'>;
  /** The strength hint's id, when a page shows two of them. */
  strengthId?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const newPassword: unknown = useWatch({ control: form.control, name: 'newPassword' as Path<T> });
  const passwordField = (name: string, label: string, extra: object = {}) => (
    <FormTextField
      form={form}
      name={name as Path<T>}
      label={t(label)}
      type="password"
      autoComplete="new-password"
      {...extra}
    />
  );
  return (
    <>
      <Box>
        {passwordField('newPassword', 'auth.fields.newPassword', {
          autoFocus,
          fullWidth,
          hint: t('auth.passwordRule'),
        })}
        <PasswordStrengthHint password={String(newPassword ?? '')} id={strengthId} />
      </Box>
      {passwordField('repeatPassword', 'auth.fields.repeatPassword')}
    </>
  );
}
