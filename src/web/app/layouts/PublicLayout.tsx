import { Suspense, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { useAlternateLinks } from '#web/components/layout/usePageMeta';
import { trackPageView } from '#web/lib/analytics';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** One page view per pathname (not per hash or query), also under StrictMode's double effects. */
function usePageViewCount(pathname: string) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
}

/** Header, main and footer of the public site; counts page views and keeps hreflang links. */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageViewCount(pathname);
  useAlternateLinks(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={(theme) => ({
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: theme.zIndex.appBar + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 8 },
        })}
      >
        {t('public.nav.skipToContent')}
      </Box>
      <SiteHeader />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          '&:focus': { outline: 'none' },
        }}
      >
        <Suspense fallback={<LoadingScreen />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
