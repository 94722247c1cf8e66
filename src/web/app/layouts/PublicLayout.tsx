import { Suspense } from 'react';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/Brand';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { LanguageMenu } from '../../components/layout/LanguageMenu';
import { ThemeMenu } from '../../components/theme/ThemeChoice';
import { useSession } from '../../features/auth/api';
import { useSignOut } from '../../features/auth/useSignOut';
import { useLanguage } from '../../i18n/useLanguage';
import { paths } from '../paths';
import { SiteFooter } from './SiteFooter';

/** Header with brand, language, theme and Sign in or Sign out; footer with the legal links. */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const { signOut, isPending } = useSignOut();
  const areaPath = session.me ? paths.homeForRole(lang, session.me.role) : undefined;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        color="inherit"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: 0.5, px: { xs: 1.5, sm: 3 } }}>
            <Brand to={paths.home(lang)} />
            <Box sx={{ flexGrow: 1 }} />
            <LanguageMenu />
            <ThemeMenu />
            {session.isAuthenticated ? (
              <>
                {areaPath && areaPath !== paths.home(lang) ? (
                  <Button
                    component={RouterLink}
                    to={areaPath}
                    sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 1 }}
                  >
                    {t('layout.myArea')}
                  </Button>
                ) : null}
                <Button
                  variant="outlined"
                  onClick={signOut}
                  disabled={isPending}
                  sx={{ ml: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {t('auth.signOut')}
                </Button>
              </>
            ) : (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.signIn(lang)}
                sx={{ ml: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('auth.signIn.submit')}
              </Button>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box
        component="main"
        id="main"
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Suspense fallback={<LoadingScreen />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
