import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { useLogout } from './api';

/** POST /api/auth/logout, forget token and cache, go to the language home. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const lang = useLanguage();
  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSettled: () => void navigate(paths.home(lang), { replace: true }),
    });
  }, [logout, navigate, lang]);
  return { signOut, isPending: logout.isPending };
}
