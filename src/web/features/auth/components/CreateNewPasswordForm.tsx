import { useState } from 'react';
import { Box, Button, Link, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetPasswordBodySchema } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { isApiError } from '#web/lib/api-client';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useResetPassword } from '../api';
import { PasswordStrengthHint } from './PasswordStrengthHint';

/** Message key of the repeat check (validation.Passwords_do_not_match). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords_do_not_match';

const createNewPasswordSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.newPassword === values.repeatPassword, {
    path: ['repeatPassword'],
    error: PASSWORDS_DO_NOT_MATCH,
  });

export function CreateNewPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const reset = useResetPassword();
  const [tokenInvalid, setTokenInvalid] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<
    z.input<typeof createNewPasswordSchema>,
    unknown,
    z.output<typeof createNewPasswordSchema>
  >({
    resolver: zodResolver(createNewPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', repeatPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    setTokenInvalid(null);
    setFormError(null);
    try {
      await reset.mutateAsync({ email, newPassword: password, newPasswordToken: token });
      await navigate(paths.passwordUpdated(lang), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'TOKEN_INVALID')
        setTokenInvalid(apiErrorText(t, error));
      else setFormError(apiErrorText(t, error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={1.25}>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <Box>
          <TextField
            {...register('newPassword')}
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            error={Boolean(errors.newPassword)}
            helperText={fieldError(errors.newPassword) ?? t('auth.passwordRule')}
          />
          <PasswordStrengthHint password={newPassword} />
        </Box>
        <TextField
          {...register('repeatPassword')}
          label={t('auth.fields.repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={Boolean(errors.repeatPassword)}
          helperText={fieldError(errors.repeatPassword) ?? ' '}
        />
        {tokenInvalid ? (
          <FormMessage message={tokenInvalid}>
            {' '}
            <Link
              component={RouterLink}
              to={paths.forgotPassword(lang)}
              color="inherit"
              sx={{ fontWeight: 600 }}
            >
              {t('auth.createNewPassword.requestNewLink')}
            </Link>
          </FormMessage>
        ) : null}
        <FormMessage message={formError} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('auth.createNewPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
