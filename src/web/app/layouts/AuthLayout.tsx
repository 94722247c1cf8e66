import { Suspense } from 'react';
import { Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/layout/Brand';
import { LanguageMenu } from '#web/components/layout/LanguageMenu';
import { LegalLinks } from '#web/components/layout/LegalLinks';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { SkipLink } from '#web/components/layout/SkipLink';
import { useAlternateLinks } from '#web/components/layout/usePageMeta';
import { ThemeMenu } from '#web/components/theme/ThemeChoice';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';

/** A centred card on a calm background; footer with Impressum, AGB, Data Protection and Safety. */
export function AuthLayout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  // Auth screens exist in both languages too: pair them for search engines.
  useAlternateLinks(useLocation().pathname);
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background:
          theme.palette.mode === 'dark'
            ? `radial-gradient(1200px 500px at 50% -10%, ${theme.palette.primary.dark}33, transparent), ${theme.palette.background.default}`
            : `radial-gradient(1200px 520px at 50% -12%, ${theme.palette.primary.light}2e, transparent), ${theme.palette.background.default}`,
      })}
    >
      <SkipLink />
      <Stack
        direction="row"
        component="header"
        sx={{ alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2, gap: 0.5 }}
      >
        <Brand to={paths.home(lang)} />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <ThemeMenu />
      </Stack>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth={false}
        sx={{
          '&:focus': { outline: 'none' },
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: { xs: 'flex-start', sm: 'center' },
          py: { xs: 2, sm: 5 },
        }}
      >
        <Card
          sx={{
            width: '100%',
            maxWidth: 520,
            boxShadow: '0 10px 40px -12px rgba(15, 42, 58, 0.18)',
          }}
        >
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Suspense fallback={<LoadingScreen minHeight={240} />}>
              <Outlet />
            </Suspense>
          </CardContent>
        </Card>
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center' }}>
        <LegalLinks />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('layout.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
        </Typography>
      </Box>
    </Box>
  );
}
