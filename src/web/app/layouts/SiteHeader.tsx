import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { AppBar, Box, Container, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionButton, ActionIconButton } from '#web/components/layout/ActionButton';
import { Brand } from '#web/components/layout/Brand';
import { LanguageMenu } from '#web/components/layout/LanguageMenu';
import { ThemeMenu } from '#web/components/theme/ThemeChoice';
import { useLanguage } from '#web/i18n/useLanguage';
import { getAccessToken, subscribeAuth } from '#web/lib/auth-token';
import { isActiveSegment, paths, segmentOfPath } from '#web/lib/paths';
import { publicNavigation } from '../public-navigation';
import { QueryClientGate } from '#web/components/query-client/QueryClientGate';
import { DESKTOP } from './header-media';

// Signed-in controls and the mobile menu load on demand: a signed-out visitor's first page
// needs neither the query client nor the Collapse transition.
const HeaderSession = lazy(() => import('./HeaderSession'));
const loadMobileMenu = () => import('./PublicMobileMenu');
const PublicMobileMenu = lazy(loadMobileMenu);

// Scrolled more than 5 px, as an external store: a prerendered page hydrates unscrolled (the
// server's snapshot) and follows the real scroll position right after.
const subscribeScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const scrolledNow = () => window.scrollY > 5;
const notScrolled = () => false;

/** Height of the header bar; heroes slide under it by this much. */
export const HEADER_HEIGHT = 68;

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
  const token = useSyncExternalStore(subscribeAuth, getAccessToken, () => null);
  const scrolled = useSyncExternalStore(subscribeScroll, scrolledNow, notScrolled);
  // The menu remembers the page it was opened on: a new page (a link, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  // Mounted from its first opening on, so that closing it still animates.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
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
  const signIn = (
    <ActionButton
      variant="contained"
      to={paths.signIn(lang)}
      sx={{ ml: 0.5, whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.5, sm: 2.25 } }}
    >
      {t('auth.signIn.submit')}
    </ActionButton>
  );

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
        <Toolbar
          sx={{
            gap: 0.5,
            px: { xs: 1.5, sm: 3 },
            minHeight: { xs: HEADER_HEIGHT },
            '@media (min-width:1120px) and (max-width:1279.95px)': { gap: 0, px: 2 },
          }}
        >
          {/* On a phone the brand gives way first: its name breaks onto two lines (from sm up
              it is one line and keeps its width). */}
          <Box sx={{ flexShrink: { xs: 1, sm: 0 }, minWidth: 0, display: 'flex' }}>
            <Brand to={paths.home(lang)} markOnlyWhenTight />
          </Box>
          <Box
            component="nav"
            aria-label={t('public.nav.label')}
            sx={{ display: 'none', [DESKTOP]: { display: 'block' }, mx: 'auto' }}
          >
            <Box component="ul" sx={{ display: 'flex', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <ActionButton
                    to={entry.to}
                    color="inherit"
                    aria-current={entry.active ? 'page' : undefined}
                    sx={{
                      // Narrow desktops are tight in German with a signed-in user's My area.
                      px: 0.75,
                      '@media (min-width:1280px)': {
                        px: 1.25,
                        '&::after': { left: 12, right: 12 },
                      },
                      fontWeight: entry.active ? 700 : 500,
                      color: entry.active ? 'primary.main' : 'text.primary',
                      position: 'relative',
                      whiteSpace: 'nowrap',
                      '&::after': {
                        content: '""',
                        position: 'absolute',
                        left: 8,
                        right: 8,
                        bottom: 4,
                        height: 2,
                        borderRadius: 1,
                        bgcolor: 'primary.main',
                        opacity: entry.active ? 1 : 0,
                      },
                    }}
                  >
                    {entry.label}
                  </ActionButton>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1, [DESKTOP]: { display: 'none' } }} />
          <ActionButton
            to={paths.contact(lang)}
            color="inherit"
            sx={{ display: 'none', [DESKTOP]: { display: 'inline-flex' }, whiteSpace: 'nowrap' }}
          >
            {t('public.nav.contact')}
          </ActionButton>
          <LanguageMenu />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <ThemeMenu />
          </Box>
          {token ? (
            <Suspense fallback={signIn}>
              <QueryClientGate required>
                <HeaderSession signedOut={signIn} />
              </QueryClientGate>
            </Suspense>
          ) : (
            signIn
          )}
          <ActionIconButton
            aria-label={menuOpen ? t('public.nav.closeMenu') : t('public.nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            onPointerEnter={() => void loadMobileMenu().catch(() => undefined)}
            onClick={() => setMenuOpen(!menuOpen)}
            sx={{ ml: 0.25, [DESKTOP]: { display: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </ActionIconButton>
        </Toolbar>
      </Container>
      {menuUsed ? (
        <Suspense fallback={null}>
          <PublicMobileMenu
            open={menuOpen}
            entries={entries}
            contactPath={paths.contact(lang)}
            signedIn={token !== null}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
