import LogoutIcon from '@mui/icons-material/Logout';
import { Button, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/features/auth/api';
import { useSignOut } from '#web/features/auth/useSignOut';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { DESKTOP, MOBILE } from './header-media';

/** The signed-in user's area, unless that is the language home. */
function useAreaPath(): string | undefined {
  const lang = useLanguage();
  const { me } = useSession();
  const areaPath = me ? paths.homeForRole(lang, me.role) : undefined;
  return areaPath && areaPath !== paths.home(lang) ? areaPath : undefined;
}

/**
 * The header's My area and Sign out, loaded only when a token is stored (with the query
 * client). Until the user is loaded, or when the token is no good, `signedOut` shows.
 */
export default function HeaderSession({ signedOut }: { signedOut: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, isPending } = useSignOut();
  const areaPath = useAreaPath();
  if (!session.isAuthenticated) return signedOut;
  return (
    <>
      {areaPath ? (
        <Button
          component={RouterLink}
          to={areaPath}
          variant="outlined"
          sx={{
            display: 'none',
            [DESKTOP]: { display: 'inline-flex' },
            ml: 0.5,
            whiteSpace: 'nowrap',
            flexShrink: 0,
          }}
        >
          {t('layout.myArea')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        onClick={signOut}
        disabled={isPending}
        sx={{
          ml: 0.5,
          whiteSpace: 'nowrap',
          flexShrink: 0,
          [DESKTOP]: { display: areaPath ? 'none' : 'inline-flex' },
        }}
      >
        {t('auth.signOut')}
      </Button>
      {/* Beside the navigation and My area a worded button no longer fits the desktop bar (German). */}
      {areaPath ? (
        <IconButton
          aria-label={t('auth.signOut')}
          title={t('auth.signOut')}
          onClick={signOut}
          disabled={isPending}
          sx={{ flexShrink: 0, [MOBILE]: { display: 'none' } }}
        >
          <LogoutIcon />
        </IconButton>
      ) : null}
    </>
  );
}

/** My area as an entry of the mobile menu. */
export function MyAreaMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  if (!areaPath) return null;
  return (
    <li>
      <Button
        component={RouterLink}
        to={areaPath}
        onClick={onClick}
        fullWidth
        sx={{ justifyContent: 'flex-start', py: 1.25, fontSize: '1.05rem' }}
      >
        {t('layout.myArea')}
      </Button>
    </li>
  );
}
