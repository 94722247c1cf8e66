import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { SignInResult } from '#web/features/auth/components/SignInResult';
import { useLanguage } from '#web/i18n/useLanguage';

export const REDIRECT_SECONDS = 5;

export default function PasswordUpdatedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      void navigate(paths.signIn(lang), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate, lang]);

  return (
    <SignInResult
      title={t('auth.passwordUpdated.title')}
      text={t('auth.passwordUpdated.text')}
      button={t('auth.passwordUpdated.signInNow')}
      replace
    >
      <p role="timer" aria-live="polite" style={{ marginTop: 12, fontWeight: 600 }}>
        {t('auth.passwordUpdated.countdown', { count: Math.max(seconds, 0) })}
      </p>
    </SignInResult>
  );
}
