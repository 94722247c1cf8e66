import { Navigate } from 'react-router';
import type { Role } from '#shared/role-names';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { useStaffOrganisations } from '../api';

/**
 * Onboarding: an ORG_ADMIN who signed up with no organisation is led to create it. Mounted at
 * the top of the hospital dashboard; renders nothing for everyone else (and while loading).
 */
export function OnboardingRedirect({ role }: { role: Role | undefined }) {
  const lang = useLanguage();
  const organisations = useStaffOrganisations(role === 'ORG_ADMIN');
  if (role !== 'ORG_ADMIN' || !organisations.data || organisations.data.items.length > 0)
    return null;
  return <Navigate to={paths.createOrganisation(lang)} replace />;
}
