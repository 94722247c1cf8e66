import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordSchema } from '#shared/contracts/auth';
import { MESSAGE_KEYS, requiredText } from '#shared/validation';
import { paths } from '#web/lib/paths';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { TermsCheckbox } from '#web/components/form/TermsCheckbox';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { isApiError } from '#web/lib/api-client';
import { useAcceptInvitation } from '../api';
import type { AcceptInvitationAnswer, InvitationInfo } from '../api';

const schema = z
  .object({
    firstName: requiredText(MESSAGE_KEYS.firstName, 100),
    lastName: requiredText(MESSAGE_KEYS.lastName, 100),
    password: newPasswordSchema,
    repeatPassword: z.string(),
    /** Asked of a new account only; an existing one accepted the terms when it signed up. */
    newAccount: z.boolean(),
    acceptTC: z.boolean(),
  })
  .refine((values) => values.password === values.repeatPassword, {
    path: ['repeatPassword'],
    error: 'Passwords_do_not_match',
  })
  .refine((values) => !values.newAccount || values.acceptTC, {
    path: ['acceptTC'],
    error: MESSAGE_KEYS.acceptTC,
  });
type Values = z.input<typeof schema>;

/**
 * The invited person's name and password. What follows a successful accept (sign-in page or the
 * role's home) is the page's: it gets the answer, and passes in the strength hint from auth.
 */
export function AcceptInvitationForm({
  token,
  info,
  passwordHint,
  onAccepted,
}: {
  token: string;
  info: InvitationInfo;
  passwordHint: (password: string) => ReactNode;
  onAccepted: (answer: AcceptInvitationAnswer) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fieldError = useFieldErrorText();
  const accept = useAcceptInvitation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      password: '',
      repeatPassword: '',
      newAccount: !info.accountExists,
      acceptTC: false,
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ firstName, lastName, password: secret, acceptTC }) => {
    setServerError(null);
    try {
      const answer = await accept.mutateAsync({
        token,
        firstName,
        lastName,
        password: secret,
        acceptTC,
      });
      await onAccepted(answer);
    } catch (error) {
      let placed = false;
      for (const [field, message] of apiFieldErrors(t, error)) {
        if (
          field === 'firstName' ||
          field === 'lastName' ||
          field === 'password' ||
          field === 'acceptTC'
        ) {
          setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) {
        setServerError(
          isApiError(error) && error.status === 400 && error.details.length === 0 && !error.message
            ? t('invitation.invalid')
            : apiErrorText(t, error),
        );
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={1.25}>
        {info.accountExists ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('invitation.existingAccount')}{' '}
            <Button component={RouterLink} to={paths.signIn(lang)} size="small">
              {t('invitation.toSignIn')}
            </Button>
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.25, sm: 2 }}>
          <TextField
            {...register('firstName')}
            label={t('invitation.firstName')}
            autoComplete="given-name"
            required
            fullWidth
            autoFocus
            error={Boolean(errors.firstName)}
            helperText={fieldError(errors.firstName) ?? ' '}
          />
          <TextField
            {...register('lastName')}
            label={t('invitation.lastName')}
            autoComplete="family-name"
            required
            fullWidth
            error={Boolean(errors.lastName)}
            helperText={fieldError(errors.lastName) ?? ' '}
          />
        </Stack>
        <Box>
          <TextField
            {...register('password')}
            label={t('invitation.password')}
            type="password"
            autoComplete="new-password"
            required
            fullWidth
            error={Boolean(errors.password)}
            helperText={fieldError(errors.password) ?? ' '}
            slotProps={{ htmlInput: { 'aria-describedby': 'invitation-password-strength' } }}
          />
          {passwordHint(password)}
        </Box>
        <TextField
          {...register('repeatPassword')}
          label={t('invitation.repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.repeatPassword)}
          helperText={fieldError(errors.repeatPassword) ?? ' '}
        />
        {info.accountExists ? null : <TermsCheckbox control={control} name="acceptTC" />}
        {serverError ? <FormMessage message={serverError} /> : null}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
