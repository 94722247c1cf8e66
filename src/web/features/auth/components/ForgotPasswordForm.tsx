import { Box, Button, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetPasswordBodySchema } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';
import { useFieldErrorText } from '#web/components/form/FormMessage';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useForgotPassword } from '../api';
import { SignUpPrompt } from './SignUpPrompt';

const forgotPasswordSchema = resetPasswordBodySchema.pick({ email: true });

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>(
    {
      resolver: zodResolver(forgotPasswordSchema),
      mode: 'onTouched',
      defaultValues: { email: '' },
    },
  );

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      await navigate(paths.resetPasswordConfirmed(lang));
    } catch (error) {
      setError('email', { type: 'server', message: apiErrorText(t, error) }, { shouldFocus: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={1.25}>
        <TextField
          {...register('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email) ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('auth.forgotPassword.submit')}
        </Button>
        <Button component={RouterLink} to={paths.signIn(lang)} fullWidth>
          {t('auth.forgotPassword.cancel')}
        </Button>
        <SignUpPrompt />
      </Stack>
    </Box>
  );
}
