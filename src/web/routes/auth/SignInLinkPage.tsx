import { useEffect, useRef } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { isApiError } from '#web/lib/api-client';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSignInWithLink } from '#web/features/auth/api';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/auth/sign-in-link?token=…: the e-mailed one-time sign-in link. */
export default function SignInLinkPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').slice(0, 200);
  const signIn = useSignInWithLink();
  usePageTitle(t('auth.signInLink.title'));
  // The link works once: exchange it once, even when React runs the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signIn.mutate(token, {
      onSuccess: (me) => void navigate(paths.homeForRole(lang, me.role), { replace: true }),
    });
  }, [token, signIn, navigate, lang]);

  let body: React.ReactNode = <LoadingScreen minHeight={160} />;
  if (!token || signIn.isError) {
    const invalid = !token || (isApiError(signIn.error) && signIn.error.code === 'TOKEN_INVALID');
    body = (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {invalid ? t('auth.signInLink.invalid') : apiErrorText(t, signIn.error)}
        </Alert>
        <Button variant="contained" component={RouterLink} to={paths.signIn(lang)}>
          {t('auth.signInLink.backToSignIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <AuthHeading title={t('auth.signInLink.title')} />
      {body}
    </>
  );
}
