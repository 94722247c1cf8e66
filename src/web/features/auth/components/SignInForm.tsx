import { useState } from 'react';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginBodySchema } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { isApiError } from '#web/lib/api-client';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useLogin } from '../api';
import { ResendConfirmation } from './ResendConfirmation';
import { SignUpPrompt } from './SignUpPrompt';

const signInSchema = loginBodySchema.pick({ email: true, password: true });

export function SignInForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const login = useLogin();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      const me = await login.mutateAsync(values);
      await navigate(paths.homeForRole(lang, me.role), { replace: true });
    } catch (error) {
      // The spec shows sign-in errors beneath the email field.
      setError('email', { type: 'server', message: apiErrorText(t, error) }, { shouldFocus: true });
      if (isApiError(error) && error.code === 'EMAIL_NOT_CONFIRMED')
        setUnconfirmedEmail(values.email);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={1.25}>
        <TextField
          {...register('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email) ?? ' '}
        />
        <TextField
          {...register('password')}
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password) ?? ' '}
        />
        <Box sx={{ textAlign: 'right', mt: '-4px !important', mb: '6px !important' }}>
          <Link component={RouterLink} to={paths.forgotPassword(lang)} variant="body2">
            {t('auth.signIn.forgotPassword')}
          </Link>
        </Box>
        {unconfirmedEmail ? (
          <FormMessage severity="info">
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {t('auth.signIn.unconfirmedHint')}
            </Typography>
            <ResendConfirmation email={unconfirmedEmail} />
          </FormMessage>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('auth.signIn.submit')}
        </Button>
        <SignUpPrompt />
      </Stack>
    </Box>
  );
}
