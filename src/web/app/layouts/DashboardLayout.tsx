import { Suspense, useState } from 'react';
import {
  Alert,
  AppBar,
  Avatar,
  Box,
  Button,
  Drawer,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import GroupsIcon from '@mui/icons-material/Groups';
import TuneIcon from '@mui/icons-material/Tune';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import { Link as RouterLink, Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/layout/Brand';
import { LanguageMenu } from '#web/components/layout/LanguageMenu';
import { LegalLinks } from '#web/components/layout/LegalLinks';
import { SkipLink } from '#web/components/layout/SkipLink';
import { visuallyHidden } from '#web/components/layout/visually-hidden';
import { ThemeMenu } from '#web/components/theme/ThemeChoice';
import { useSession } from '#web/features/auth/api';
import { ConsentGate } from '#web/features/consent/components/ConsentGate';
import { NotificationBell } from '#web/features/notifications/components/NotificationBell';
import { useSignOut } from '#web/features/auth/useSignOut';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { OrganisationShortcuts } from './OrganisationShortcuts';
import { Sidebar } from './Sidebar';
import { ShellPageFallback, SIDEBAR_WIDTH, SignedInShellFallback } from './SignedInShell';

/** Signed-in area: permanent sidebar from md up, a drawer below; redirects when signed out. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const { signOut, isPending } = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);

  // The frame and the page's heading, as the prerendered shell showed them.
  if (session.isLoading) return <SignedInShellFallback />;
  if (!session.me) {
    if (session.error) {
      return (
        <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => window.location.reload()}>
                {t('layout.retry')}
              </Button>
            }
          >
            {apiErrorText(t, session.error)}
          </Alert>
        </Box>
      );
    }
    return <Navigate to={paths.home(lang)} replace />;
  }
  const me = session.me;
  const fullName = `${me.firstName} ${me.lastName}`.trim();
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box component="aside" sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          ModalProps={{ keepMounted: true }}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, border: 0 },
          }}
        >
          <Sidebar me={me} onNavigate={closeDrawer} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, border: 0 },
          }}
        >
          <Sidebar me={me} />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 3 } }}>
            <IconButton
              edge="start"
              aria-label={t('layout.openMenu')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ display: { xs: 'none', sm: 'flex', md: 'none' }, ml: 1 }}>
              <Brand to={paths.homeForRole(lang, me.role)} />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <OrganisationShortcuts role={me.role} />
            <NotificationBell role={me.role} />
            <LanguageMenu />
            <ThemeMenu />
            <Button
              color="inherit"
              onClick={(event) => setUserMenu(event.currentTarget)}
              aria-haspopup="menu"
              aria-controls={userMenu ? 'user-menu' : undefined}
              aria-expanded={userMenu ? 'true' : undefined}
              sx={{ ml: 0.5, px: 1, minWidth: 0, gap: 1 }}
            >
              {/* Initials are decoration; the button is named by the full name it shows (on a
                  phone only said), so its name and its visible text agree (WCAG 2.5.3). */}
              <Avatar
                aria-hidden
                sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}
              >
                {`${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase()}
              </Avatar>
              <Typography
                component="span"
                sx={[
                  { display: 'inline', fontWeight: 600, maxWidth: 180 },
                  (theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden }),
                ]}
                noWrap
              >
                {fullName}
              </Typography>
            </Button>
            <Menu
              id="user-menu"
              anchorEl={userMenu}
              open={Boolean(userMenu)}
              onClose={() => setUserMenu(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              <Box sx={{ px: 2, py: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {me.email}
                </Typography>
              </Box>
              {[
                {
                  to: paths.accountPreferences(lang),
                  icon: <TuneIcon fontSize="small" />,
                  label: t('preferences.menu'),
                },
                {
                  to: paths.accountMemberships(lang),
                  icon: <GroupsIcon fontSize="small" />,
                  label: t('memberships.menu'),
                },
                {
                  to: paths.accountConsent(lang),
                  icon: <GavelIcon fontSize="small" />,
                  label: t('consent.menu'),
                },
                {
                  to: paths.accountData(lang),
                  icon: <ManageAccountsIcon fontSize="small" />,
                  label: t('accountData.menu'),
                },
              ].map((item) => (
                <MenuItem
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  onClick={() => setUserMenu(null)}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  {item.label}
                </MenuItem>
              ))}
              <MenuItem
                onClick={() => {
                  setUserMenu(null);
                  signOut();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                {t('auth.signOut')}
              </MenuItem>
            </Menu>
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={signOut}
              disabled={isPending}
              sx={{ ml: 1, display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('layout.logout')}
            </Button>
            <Tooltip title={t('layout.logout')}>
              <IconButton
                aria-label={t('layout.logout')}
                onClick={signOut}
                disabled={isPending}
                // Under 360 px the toolbar is full; signing out stays in the user menu.
                sx={{
                  display: { xs: 'inline-flex', sm: 'none' },
                  '@media (max-width:359.95px)': { display: 'none' },
                }}
              >
                <LogoutIcon />
              </IconButton>
            </Tooltip>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, lg: 4 }, '&:focus': { outline: 'none' } }}
        >
          <Suspense fallback={<ShellPageFallback />}>
            <ConsentGate>
              <Outlet />
            </ConsentGate>
          </Suspense>
        </Box>
        <Box component="footer" sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <LegalLinks />
        </Box>
      </Box>
    </Box>
  );
}
