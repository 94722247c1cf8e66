import { Alert, Button, Stack } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { ResendConfirmation } from '#web/features/auth/components/ResendConfirmation';
import type { EmailConfirmationState } from '#web/features/auth/components/ResendConfirmation';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * After registration (email in router state or ?email=), after a resend ("sent again"), and
 * as the target of an expired or used confirmation link (?status=invalid).
 */
export default function EmailConfirmationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const [search] = useSearchParams();
  const state = (location.state ?? {}) as EmailConfirmationState;
  const email = state.email ?? search.get('email') ?? undefined;
  const invalid = search.get('status') === 'invalid' && !state.resent;
  const title = invalid
    ? t('auth.emailConfirmation.invalidTitle')
    : t('auth.emailConfirmation.title');
  usePageTitle(title);

  return (
    <StatusMessage
      icon={invalid ? <LinkOffIcon /> : <MarkEmailReadIcon />}
      tone={invalid ? 'warning' : 'primary'}
      title={title}
      actions={
        <Stack spacing={1.5} sx={{ width: '100%' }}>
          <ResendConfirmation email={email} variant={invalid ? 'contained' : 'outlined'} />
          <Button component={RouterLink} to={paths.signIn(lang)}>
            {t('auth.backToSignIn')}
          </Button>
        </Stack>
      }
    >
      <Stack spacing={2} sx={{ textAlign: 'left' }}>
        {state.resent ? (
          <Alert severity="success">{t('auth.emailConfirmation.sentAgain')}</Alert>
        ) : null}
        {invalid ? (
          <Alert severity="warning">{t('auth.emailConfirmation.invalidText')}</Alert>
        ) : (
          <p style={{ textAlign: 'center' }}>
            {email ? (
              <Trans
                i18nKey="auth.emailConfirmation.sentTo"
                values={{ email }}
                components={{ strong: <strong style={{ wordBreak: 'break-all' }} /> }}
              />
            ) : (
              t('auth.emailConfirmation.sent')
            )}
          </p>
        )}
        <p style={{ textAlign: 'center' }}>
          {invalid
            ? t('auth.emailConfirmation.invalidResendHint')
            : t('auth.emailConfirmation.resendHint')}
        </p>
      </Stack>
    </StatusMessage>
  );
}
