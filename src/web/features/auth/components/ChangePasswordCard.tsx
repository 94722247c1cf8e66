import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetPasswordBodySchema } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';
import { clearAuth } from '#web/lib/auth-token';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useResetPassword } from '../api';
import { PASSWORDS_DO_NOT_MATCH } from './CreateNewPasswordForm';
import { PasswordStrengthHint } from './PasswordStrengthHint';

const changePasswordSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({
    currentPassword: z.string().min(1, { error: 'Password' }),
    repeatPassword: z.string(),
    renewCalendarFeed: z.boolean(),
  })
  .refine((values) => values.newPassword === values.repeatPassword, {
    path: ['repeatPassword'],
    error: PASSWORDS_DO_NOT_MATCH,
  });

/**
 * A signed-in person changes their password with the current one, and may renew the private
 * calendar feed link with it (issue #19). Every session ends, so they sign in again.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const change = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>(
    {
      resolver: zodResolver(changePasswordSchema),
      mode: 'onTouched',
      defaultValues: {
        currentPassword: '',
        newPassword: '',
        repeatPassword: '',
        renewCalendarFeed: false,
      },
    },
  );
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync({
        email,
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        renewCalendarFeed: values.renewCalendarFeed,
      });
      // The server ended every session, this one included.
      clearAuth();
      await navigate(paths.passwordUpdated(lang), { replace: true });
    } catch (error) {
      setFormError(apiErrorText(t, error));
    }
  });

  return (
    <Card variant="outlined" id="password">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('auth.changePassword.title')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={1.25}>
            <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
            <TextField
              {...register('currentPassword')}
              label={t('auth.changePassword.currentPassword')}
              type="password"
              autoComplete="current-password"
              error={Boolean(errors.currentPassword)}
              helperText={fieldError(errors.currentPassword) ?? ' '}
            />
            <Box>
              <TextField
                {...register('newPassword')}
                label={t('auth.fields.newPassword')}
                type="password"
                autoComplete="new-password"
                fullWidth
                error={Boolean(errors.newPassword)}
                helperText={fieldError(errors.newPassword) ?? t('auth.passwordRule')}
              />
              <PasswordStrengthHint password={newPassword} id="change-password-strength" />
            </Box>
            <TextField
              {...register('repeatPassword')}
              label={t('auth.fields.repeatPassword')}
              type="password"
              autoComplete="new-password"
              error={Boolean(errors.repeatPassword)}
              helperText={fieldError(errors.repeatPassword) ?? ' '}
            />
            <FormControlLabel
              control={<Checkbox {...register('renewCalendarFeed')} />}
              label={t('auth.changePassword.renewCalendarFeed')}
            />
            <FormMessage message={formError} />
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('auth.changePassword.submit')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
