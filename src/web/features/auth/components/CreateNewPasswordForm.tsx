import { useState } from 'react';
import { Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetPasswordBodySchema } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';
import { FormMessage } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { isApiError } from '#web/lib/api-client';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useResetPassword } from '../api';
import { NewPasswordFields, repeatMatches } from './NewPasswordFields';

const createNewPasswordSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ repeatPassword: z.string() })
  .refine(...repeatMatches);

export function CreateNewPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [tokenInvalid, setTokenInvalid] = useState<string | null>(null);
  const { form, serverError, submit } = useServerForm({
    schema: createNewPasswordSchema,
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  const onSubmit = submit(async ({ newPassword: password }) => {
    setTokenInvalid(null);
    try {
      await reset.mutateAsync({ email, newPassword: password, newPasswordToken: token });
      await navigate(paths.passwordUpdated(lang), { replace: true });
    } catch (error) {
      // An expired or used link gets its own message with a way to a new one.
      if (!isApiError(error) || error.code !== 'TOKEN_INVALID') throw error;
      setTokenInvalid(apiErrorText(t, error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={1.25}>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <NewPasswordFields form={form} autoFocus />
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
        {/* A forgotten-password reset renews the calendar feed link too. */}
        <FormMessage severity="info" message={t('auth.createNewPassword.calendarRenewed')} />
        <FormMessage message={serverError} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
          fullWidth
        >
          {t('auth.createNewPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
