import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordSchema } from '../../../shared/contracts/auth';
import { MESSAGE_KEYS, requiredText } from '../../../shared/validation';
import { paths } from '../../app/paths';
import { FormMessage, useFieldErrorText } from '../../components/form/FormMessage';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { meQueryKey } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/AuthHeading';
import { PasswordStrengthHint } from '../../features/auth/components/PasswordStrengthHint';
import { useAcceptInvitation, useInvitation } from '../../features/invitations/api';
import type { InvitationInfo } from '../../features/invitations/api';
import { isApiError } from '../../lib/api-client';
import { apiErrorText, apiFieldErrors } from '../../i18n/messages';
import { useLanguage } from '../../i18n/useLanguage';

const schema = z
  .object({
    firstName: requiredText(MESSAGE_KEYS.firstName, 100),
    lastName: requiredText(MESSAGE_KEYS.lastName, 100),
    password: newPasswordSchema,
    repeatPassword: z.string(),
  })
  .refine((values) => values.password === values.repeatPassword, {
    path: ['repeatPassword'],
    error: 'Passwords_do_not_match',
  });
type Values = z.input<typeof schema>;

/** /{lang}/auth/accept-invitation?token=…: the link of an invitation e-mail. */
export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').slice(0, 200);
  const invitation = useInvitation(token);
  usePageTitle(t('invitation.title'));

  let body: React.ReactNode;
  if (!token) {
    body = <Alert severity="warning">{t('invitation.missingToken')}</Alert>;
  } else if (invitation.isPending) {
    body = <LoadingScreen minHeight={160} />;
  } else if (invitation.isError) {
    const invalid =
      isApiError(invitation.error) &&
      invitation.error.status >= 400 &&
      invitation.error.status < 500 &&
      invitation.error.status !== 429;
    body = (
      <Alert severity="error" role="alert">
        {invalid ? t('invitation.invalid') : apiErrorText(t, invitation.error)}
      </Alert>
    );
  } else {
    body = <AcceptForm token={token} info={invitation.data} />;
  }

  return (
    <>
      <AuthHeading
        title={invitation.isError ? t('invitation.invalidTitle') : t('invitation.title')}
        subtitle={invitation.data ? <Intro info={invitation.data} /> : undefined}
      />
      {body}
    </>
  );
}

function Intro({ info }: { info: InvitationInfo }) {
  const { t } = useTranslation();
  const role = t(`invitation.memberships.${info.membership}`, {
    defaultValue: t(`roles.${info.role}`, { defaultValue: info.role }),
  });
  return (
    <>
      {info.target
        ? t('invitation.intro', { target: info.target, role })
        : t('invitation.introNoTarget', { role })}
      <Box
        component="span"
        sx={{ display: 'block', mt: 0.5, fontWeight: 600, wordBreak: 'break-all' }}
      >
        {t('invitation.email', { email: info.email })}
      </Box>
    </>
  );
}

function AcceptForm({ token, info }: { token: string; info: InvitationInfo }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    defaultValues: { firstName: '', lastName: '', password: '', repeatPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ firstName, lastName, password: secret }) => {
    setServerError(null);
    try {
      const answer = await accept.mutateAsync({ token, firstName, lastName, password: secret });
      if (answer.accountExisted || !answer.session) {
        await navigate(paths.signIn(lang), {
          replace: true,
          state: { notice: 'invitationAccepted' },
        });
        return;
      }
      // A new session: load the user afresh, then go to the role's home.
      queryClient.removeQueries({ queryKey: meQueryKey });
      await navigate(paths.homeForRole(lang, info.role), { replace: true });
    } catch (error) {
      let placed = false;
      for (const [field, message] of apiFieldErrors(t, error)) {
        if (field === 'firstName' || field === 'lastName' || field === 'password') {
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
          <PasswordStrengthHint password={password} id="invitation-password-strength" />
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
        {serverError ? <FormMessage message={serverError} /> : null}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
