import { useState } from 'react';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGE_KEYS } from '#shared/validation';
import { registrationBodySchema } from '#shared/contracts/auth';
import type { SignUpRole } from '#shared/role-names';
import { paths } from '#web/lib/paths';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { TermsCheckbox } from '#web/components/form/TermsCheckbox';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useRegistration } from '../api';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import type { EmailConfirmationState } from './ResendConfirmation';

/**
 * The shared registration body, with the checkbox as a boolean that must be ticked (the
 * body's literal `true` cannot start unticked in a form). The role comes from the URL.
 */
const signUpSchema = registrationBodySchema.omit({ role: true }).extend({
  acceptTC: z.boolean().refine((value) => value, { error: MESSAGE_KEYS.acceptTC }),
});
type Input = z.input<typeof signUpSchema>;
type Output = z.output<typeof signUpSchema>;
const FIELDS = [
  'firstName',
  'lastName',
  'institution',
  'position',
  'email',
  'phoneNumber',
  'password',
  'acceptTC',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export function SignUpForm({ role }: { role?: SignUpRole }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const registration = useRegistration();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      institution: '',
      position: '',
      email: '',
      phoneNumber: '',
      password: '',
      acceptTC: false,
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registration.mutateAsync({ ...values, acceptTC: true, role });
      const state: EmailConfirmationState = { email: values.email };
      await navigate(paths.emailConfirmation(lang), { state });
    } catch (error) {
      const unplaced: string[] = [];
      let focused = false;
      for (const [field, text] of apiFieldErrors(t, error)) {
        if (isField(field)) {
          setError(field, { type: 'server', message: text }, { shouldFocus: !focused });
          focused = true;
        } else {
          unplaced.push(text);
        }
      }
      if (!focused || unplaced.length > 0) {
        setFormError(unplaced.length > 0 ? unplaced.join(', ') : apiErrorText(t, error));
      }
    }
  });

  const text = (
    name: Exclude<Field, 'acceptTC'>,
    autoComplete: string,
    { helperText, ...extra }: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      {...register(name)}
      {...extra}
      label={t(`auth.fields.${name}`)}
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={fieldError(errors[name]) ?? helperText ?? ' '}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={1.25}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.25, sm: 2 }}>
          {text('firstName', 'given-name', { autoFocus: true })}
          {text('lastName', 'family-name')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.25, sm: 2 }}>
          {text('institution', 'organization')}
          {text('position', 'organization-title')}
        </Stack>
        {text('email', 'email', { type: 'email' })}
        {text('phoneNumber', 'tel', { type: 'tel', helperText: t('auth.fields.optional') })}
        <Box>
          {text('password', 'new-password', {
            type: 'password',
            helperText: t('auth.passwordRule'),
          })}
          <PasswordStrengthHint password={password} />
        </Box>
        <TermsCheckbox control={control} name="acceptTC" />
        <FormMessage message={formError} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('auth.signUp.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('auth.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.signIn(lang)} sx={{ fontWeight: 600 }}>
            {t('auth.logInHere')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
