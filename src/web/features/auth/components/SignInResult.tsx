import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { paths } from '#web/lib/paths';
import { ResultPage } from '#web/components/layout/ResultPage';
import { useLanguage } from '#web/i18n/useLanguage';

/** The success screen of an account step whose next step is signing in (one wide button). */
export function SignInResult({
  title,
  text,
  button,
  replace,
  children,
}: {
  title: string;
  text: string;
  button: string;
  replace?: boolean;
  children?: ReactNode;
}) {
  const lang = useLanguage();
  return (
    <ResultPage
      icon={<CheckCircleIcon />}
      tone="success"
      title={title}
      text={text}
      size="large"
      fullWidth
      actions={[{ label: button, to: paths.signIn(lang), replace }]}
    >
      {children}
    </ResultPage>
  );
}
