import { Suspense, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { SkipLink } from '#web/components/layout/SkipLink';
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
  const { pathname } = useLocation();
  usePageViewCount(pathname);
  useAlternateLinks(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
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
