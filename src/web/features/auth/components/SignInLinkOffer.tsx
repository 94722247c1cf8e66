import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '#web/components/form/FormMessage';
import { apiErrorText } from '#web/i18n/messages';
import { useRequestSignInLink } from '../api';

/**
 * Offered when password sign-in is refused for now: a one-time link by e-mail
 * gets the owner in while an attack on the address is being refused.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useRequestSignInLink();
  if (request.isSuccess) {
    return (
      <FormMessage severity="success">
        <Typography variant="body2">{request.data.message}</Typography>
      </FormMessage>
    );
  }
  return (
    <FormMessage severity="info">
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('auth.signInLink.offer')}</Typography>
        {request.isError ? (
          <Typography variant="body2" color="error">
            {apiErrorText(t, request.error)}
          </Typography>
        ) : null}
        <Button
          type="button"
          variant="outlined"
          disabled={request.isPending}
          onClick={() => request.mutate(email)}
        >
          {t('auth.signInLink.send')}
        </Button>
      </Stack>
    </FormMessage>
  );
}
