import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '#shared/validation';
import { paths } from '#web/lib/paths';
import { FormMessage } from '#web/components/form/FormMessage';
import { apiErrorText, translateValidationMessage } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useResendVerification } from '../api';

export interface EmailConfirmationState {
  email?: string;
  resent?: boolean;
}

/**
 * GET /api/auth/resend-verification/{email}; on success shows the confirmation page with a
 * "sent again" notice. Asks for the address when it is not known yet.
 */
export function ResendConfirmation({
  email,
  variant = 'outlined',
}: {
  email?: string;
  variant?: 'outlined' | 'contained' | 'text';
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const resend = useResendVerification();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const address = email ?? typed;
    const parsed = emailSchema.safeParse(address);
    if (!parsed.success) {
      setFieldError(translateValidationMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    resend.mutate(parsed.data, {
      onSuccess: () => {
        const state: EmailConfirmationState = { email: parsed.data, resent: true };
        void navigate(paths.emailConfirmation(lang), { state, replace: true });
      },
    });
  };

  return (
    // With a known address this is a plain button, so it can sit inside another form.
    <Stack
      component={email ? 'div' : 'form'}
      noValidate={email ? undefined : true}
      onSubmit={email ? undefined : submit}
      spacing={2}
      sx={{ width: '100%' }}
    >
      {email ? null : (
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
        />
      )}
      {resend.isError ? <FormMessage message={apiErrorText(t, resend.error)} /> : null}
      <Button
        type={email ? 'button' : 'submit'}
        onClick={email ? submit : undefined}
        variant={variant}
        disabled={resend.isPending}
        fullWidth
      >
        {t('auth.resendConfirmation')}
      </Button>
    </Stack>
  );
}
