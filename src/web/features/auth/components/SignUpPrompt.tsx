import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';

/** "No account yet? Register here": the way to sign-up under the sign-in forms. */
export function SignUpPrompt() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {t('auth.noAccount')}{' '}
      <Link component={RouterLink} to={paths.signUp(lang)} sx={{ fontWeight: 600 }}>
        {t('auth.registerHere')}
      </Link>
    </Typography>
  );
}
