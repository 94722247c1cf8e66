import { Navigate, Outlet } from 'react-router';
import { can } from '#shared/permissions';
import type { Action } from '#shared/permissions';
import { useSession } from '#web/features/auth/api';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';

/**
 * Hides an area from roles that may not use it, sending them to their own home. Only a
 * convenience: the server enforces the same rule (shared `can`).
 */
export function RequireAccess({ action }: { action: Action }) {
  const { me } = useSession();
  const lang = useLanguage();
  if (!me) return <Navigate to={paths.home(lang)} replace />;
  if (!can(me, action)) return <Navigate to={paths.homeForRole(lang, me.role)} replace />;
  return <Outlet />;
}
