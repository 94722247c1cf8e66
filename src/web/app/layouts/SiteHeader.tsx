import { useEffect, useState } from 'react';
import { AppBar, Box, Button, Collapse, Container, IconButton, Toolbar } from '@mui/material';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/layout/Brand';
import { LanguageMenu } from '../../components/layout/LanguageMenu';
import { ThemeMenu } from '../../components/theme/ThemeChoice';
import { useSession } from '../../features/auth/api';
import { useSignOut } from '../../features/auth/useSignOut';
import { useLanguage } from '../../i18n/useLanguage';
import { isActiveSegment } from '../navigation';
import { paths, segmentOfPath } from '../paths';
import { publicNavigation } from '../publicNavigation';

/** Height of the header bar; heroes slide under it by this much. */
export const HEADER_HEIGHT = 68;
/** Below this width the navigation moves into the menu (spec breakpoint 1119 px). */
const DESKTOP = '@media (min-width:1120px)';
const MOBILE = '@media (max-width:1119.95px)';

/**
 * Public header: brand, the translated navigation, contact link, language and theme menus and
 * Sign in or Sign out. It turns filled once the page is scrolled more than 5 px (spec 001
 * section 9); on narrow screens the navigation sits in a menu that a link click closes.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const current = segmentOfPath(pathname);
  const session = useSession();
  const { signOut, isPending } = useSignOut();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 5 });
  // The menu remembers the page it was opened on: a new page (a link, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const areaPath = session.me ? paths.homeForRole(lang, session.me.role) : undefined;
  const filled = scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const entries = publicNavigation.map((entry) => ({
    ...entry,
    to: paths.inLanguage(lang, entry.segment),
    label: t(entry.labelKey),
    active: isActiveSegment(entry.segment, current),
  }));
  const close = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      data-filled={filled ? 'true' : 'false'}
      sx={(theme) => ({
        transition: 'background-color 200ms, box-shadow 200ms, border-color 200ms',
        borderBottom: 1,
        borderColor: filled ? 'divider' : 'transparent',
        bgcolor: filled ? 'background.paper' : 'transparent',
        boxShadow: filled ? `0 6px 24px ${theme.palette.primary.main}14` : 'none',
        backdropFilter: filled ? 'saturate(180%) blur(8px)' : 'none',
      })}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 0.5, px: { xs: 1.5, sm: 3 }, minHeight: { xs: HEADER_HEIGHT } }}>
          <Brand to={paths.home(lang)} />
          <Box
            component="nav"
            aria-label={t('public.nav.label')}
            sx={{ display: 'none', [DESKTOP]: { display: 'block' }, mx: 'auto' }}
          >
            <Box component="ul" sx={{ display: 'flex', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Button
                    component={RouterLink}
                    to={entry.to}
                    color="inherit"
                    aria-current={entry.active ? 'page' : undefined}
                    sx={{
                      px: 1.25,
                      fontWeight: entry.active ? 700 : 500,
                      color: entry.active ? 'primary.main' : 'text.primary',
                      position: 'relative',
                      whiteSpace: 'nowrap',
                      '&::after': {
                        content: '""',
                        position: 'absolute',
                        left: 12,
                        right: 12,
                        bottom: 4,
                        height: 2,
                        borderRadius: 1,
                        bgcolor: 'primary.main',
                        opacity: entry.active ? 1 : 0,
                      },
                    }}
                  >
                    {entry.label}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1, [DESKTOP]: { display: 'none' } }} />
          <Button
            component={RouterLink}
            to={paths.contact(lang)}
            color="inherit"
            sx={{ display: 'none', [DESKTOP]: { display: 'inline-flex' }, whiteSpace: 'nowrap' }}
          >
            {t('public.nav.contact')}
          </Button>
          <LanguageMenu />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <ThemeMenu />
          </Box>
          {session.isAuthenticated ? (
            <>
              {areaPath && areaPath !== paths.home(lang) ? (
                <Button
                  component={RouterLink}
                  to={areaPath}
                  sx={{ display: 'none', [DESKTOP]: { display: 'inline-flex' }, ml: 0.5 }}
                >
                  {t('layout.myArea')}
                </Button>
              ) : null}
              <Button
                variant="outlined"
                onClick={signOut}
                disabled={isPending}
                sx={{ ml: 0.5, whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('auth.signOut')}
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.signIn(lang)}
              sx={{ ml: 0.5, whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.5, sm: 2.25 } }}
            >
              {t('auth.signIn.submit')}
            </Button>
          )}
          <IconButton
            aria-label={menuOpen ? t('public.nav.closeMenu') : t('public.nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            onClick={() => setMenuOpen(!menuOpen)}
            sx={{ ml: 0.25, [DESKTOP]: { display: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Collapse in={menuOpen} unmountOnExit sx={{ [DESKTOP]: { display: 'none' } }}>
        <Box
          id="public-menu"
          component="nav"
          aria-label={t('public.nav.label')}
          sx={{ [MOBILE]: { display: 'block' }, borderTop: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="lg" sx={{ py: 1.5 }}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Button
                    component={RouterLink}
                    to={entry.to}
                    onClick={close}
                    fullWidth
                    color="inherit"
                    aria-current={entry.active ? 'page' : undefined}
                    sx={{
                      justifyContent: 'flex-start',
                      py: 1.25,
                      fontSize: '1.05rem',
                      fontWeight: entry.active ? 700 : 500,
                      color: entry.active ? 'primary.main' : 'text.primary',
                    }}
                  >
                    {entry.label}
                  </Button>
                </li>
              ))}
              <li>
                <Button
                  component={RouterLink}
                  to={paths.contact(lang)}
                  onClick={close}
                  fullWidth
                  color="inherit"
                  sx={{
                    justifyContent: 'flex-start',
                    py: 1.25,
                    fontSize: '1.05rem',
                    fontWeight: 500,
                  }}
                >
                  {t('public.nav.contact')}
                </Button>
              </li>
              {areaPath && areaPath !== paths.home(lang) ? (
                <li>
                  <Button
                    component={RouterLink}
                    to={areaPath}
                    onClick={close}
                    fullWidth
                    sx={{ justifyContent: 'flex-start', py: 1.25, fontSize: '1.05rem' }}
                  >
                    {t('layout.myArea')}
                  </Button>
                </li>
              ) : null}
            </Box>
            <Box
              sx={{
                display: { xs: 'flex', sm: 'none' },
                alignItems: 'center',
                gap: 1,
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
                mt: 1,
              }}
            >
              <ThemeMenu />
            </Box>
          </Container>
        </Box>
      </Collapse>
    </AppBar>
  );
}
