import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useLanguage } from '#web/i18n/useLanguage';

export const REDIRECT_SECONDS = 5;

export default function PasswordUpdatedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  usePageTitle(t('auth.passwordUpdated.title'));

  useEffect(() => {
    if (seconds <= 0) {
      void navigate(paths.signIn(lang), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate, lang]);

  return (
    <StatusMessage
      icon={<CheckCircleIcon />}
      tone="success"
      title={t('auth.passwordUpdated.title')}
      actions={
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.signIn(lang)}
          replace
          fullWidth
        >
          {t('auth.passwordUpdated.signInNow')}
        </Button>
      }
    >
      <p>{t('auth.passwordUpdated.text')}</p>
      <p role="timer" aria-live="polite" style={{ marginTop: 12, fontWeight: 600 }}>
        {t('auth.passwordUpdated.countdown', { count: Math.max(seconds, 0) })}
      </p>
    </StatusMessage>
  );
}
