import { lazy, Suspense } from 'react';
import { Box, Button, Collapse, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ThemeMenu } from '#web/components/theme/ThemeChoice';
import { QueryClientGate } from '#web/components/query-client/QueryClientGate';
import { DESKTOP, MOBILE } from './header-media';

const MyAreaMenuItem = lazy(() =>
  import('./HeaderSession').then((m) => ({ default: m.MyAreaMenuItem })),
);

export interface MobileMenuEntry {
  id: string;
  to: string;
  label: string;
  active: boolean;
}

/** The header's menu on narrow screens, loaded on its first opening. */
export default function PublicMobileMenu({
  open,
  entries,
  contactPath,
  signedIn,
  onClose,
}: {
  open: boolean;
  entries: MobileMenuEntry[];
  contactPath: string;
  signedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Collapse in={open} unmountOnExit sx={{ [DESKTOP]: { display: 'none' } }}>
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
                  onClick={onClose}
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
                to={contactPath}
                onClick={onClose}
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
            {signedIn ? (
              <Suspense fallback={null}>
                <QueryClientGate required>
                  <MyAreaMenuItem onClick={onClose} />
                </QueryClientGate>
              </Suspense>
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
  );
}
