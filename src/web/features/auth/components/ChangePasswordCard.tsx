import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetPasswordBodySchema } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';
import { clearAuth } from '#web/lib/auth-token';
import { FormMessage } from '#web/components/form/FormMessage';
import { FormTextField } from '#web/components/form/FormTextField';
import { useServerForm } from '#web/components/form/useServerForm';
import { useLanguage } from '#web/i18n/useLanguage';
import { useResetPassword } from '../api';
import { NewPasswordFields, repeatMatches } from './NewPasswordFields';

const changePasswordSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({
    currentPassword: z.string().min(1, { error: 'Password' }),
    repeatPassword: z.string(),
    renewCalendarFeed: z.boolean(),
  })
  .refine(...repeatMatches);

/**
 * A signed-in person changes their password with the current one, and may renew the private
 * calendar feed link with it. Every session ends, so they sign in again.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const change = useResetPassword();
  const { form, serverError, submit } = useServerForm({
    schema: changePasswordSchema,
    defaultValues: {
      currentPassword: '',
      newPassword: '',
      repeatPassword: '',
      renewCalendarFeed: false,
    },
  });

  const onSubmit = submit(async (values) => {
    await change.mutateAsync({
      email,
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      renewCalendarFeed: values.renewCalendarFeed,
    });
    // The server ended every session, this one included.
    clearAuth();
    await navigate(paths.passwordUpdated(lang), { replace: true });
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
            <FormTextField
              form={form}
              name="currentPassword"
              label={t('auth.changePassword.currentPassword')}
              type="password"
              autoComplete="current-password"
            />
            <NewPasswordFields form={form} strengthId="change-password-strength" fullWidth />
            <FormControlLabel
              control={<Checkbox {...form.register('renewCalendarFeed')} />}
              label={t('auth.changePassword.renewCalendarFeed')}
            />
            <FormMessage message={serverError} />
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('auth.changePassword.submit')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
