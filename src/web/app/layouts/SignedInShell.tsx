import { Box, Skeleton } from '@mui/material';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/layout/Brand';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { SkipLink } from '#web/components/layout/SkipLink';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { shellScreenAt } from '#web/lib/shell-paths';

export const SIDEBAR_WIDTH = 260;

/**
 * A shell screen's heading and content placeholders: what the page shows before its code or
 * data are there. The <h1> is the page's own title text, so the heading never changes when the
 * page replaces this.
 */
export function ShellPage({ title }: { title: string }) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={title} subtitle={<Skeleton width="80%" />} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={96} sx={{ mb: 2 }} />
      ))}
    </Box>
  );
}

/** The page placeholder for the current path: a shell screen's, or the spinner elsewhere. */
export function ShellPageFallback() {
  const { t } = useTranslation();
  const screen = shellScreenAt(useLocation().pathname);
  return screen ? <ShellPage title={t(screen.titleKey)} /> : <LoadingScreen />;
}

/**
 * The signed-in frame without a person: the sidebar's place, the app bar and
 * the page placeholder. Prerendered per language and shell screen (entry-server.tsx) and
 * rendered by the layout while the session loads, so the first client render looks like the
 * HTML the server sent. No user data: the HTML is the same for everyone.
 */
export function SignedInShell({ title }: { title: string }) {
  const lang = useLanguage();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The first Tab stop here too, as in the layout that replaces the shell (WCAG 2.4.1). */}
      <SkipLink />
      <Box
        component="aside"
        sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, display: { xs: 'none', md: 'block' } }}
      >
        <Box
          sx={{
            position: 'fixed',
            top: 0,
            bottom: 0,
            width: SIDEBAR_WIDTH,
            px: 2.5,
            py: 2.25,
            bgcolor: 'sidebar.background',
            color: 'sidebar.text',
          }}
        >
          <Brand to={paths.home(lang)} inverted compact />
        </Box>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: { xs: 56, sm: 64 },
            px: { xs: 1, sm: 3 },
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Skeleton variant="circular" width={32} height={32} sx={{ mx: 0.5 }} />
          <Box sx={{ flexGrow: 1 }} />
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="rounded" width={96} height={32} />
        </Box>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          aria-busy="true"
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, lg: 4 }, '&:focus': { outline: 'none' } }}
        >
          <ShellPage title={title} />
        </Box>
      </Box>
    </Box>
  );
}

/** The shell of the current path while the session loads; the spinner on other paths. */
export function SignedInShellFallback() {
  const { t } = useTranslation();
  const screen = shellScreenAt(useLocation().pathname);
  return screen ? (
    <SignedInShell title={t(screen.titleKey)} />
  ) : (
    <LoadingScreen minHeight="100vh" />
  );
}
