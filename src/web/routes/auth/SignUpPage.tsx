import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignUpRole } from '#web/lib/paths';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AuthHeading } from '#web/features/auth/components/AuthHeading';
import { SignUpForm } from '#web/features/auth/components/SignUpForm';

/** /:lang/auth/sign-up/:role? — agency or organisation; any other segment is a plain user. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const { role: segment } = useParams();
  const role = isSignUpRole(segment) ? segment : undefined;
  const variant = role ?? 'user';
  const title = t(`auth.signUp.title.${variant}`);
  usePageTitle(title);
  return (
    <>
      <AuthHeading title={title} subtitle={t(`auth.signUp.subtitle.${variant}`)} />
      <SignUpForm key={variant} role={role} />
    </>
  );
}
