import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { ActionButton } from '#web/components/layout/ActionButton';
import { useLanguage } from '#web/i18n/useLanguage';

/** A coloured call-to-action band with an h2, text and buttons. */
export function CtaBand({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            borderRadius: 4,
            px: { xs: 3, sm: 6 },
            py: { xs: 5, sm: 6 },
            color: theme.palette.sidebar.text,
            bgcolor: theme.palette.sidebar.background,
            backgroundImage: `radial-gradient(700px 300px at 100% 0%, ${theme.palette.primary.main}55 0%, transparent 70%)`,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          })}
        >
          <Box sx={{ maxWidth: 640 }}>
            <Typography
              id={`${id}-title`}
              variant="h2"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, color: '#fff' }}
            >
              {title}
            </Typography>
            <Typography component="div" sx={{ mt: 1.5, lineHeight: 1.65, opacity: 0.92 }}>
              {text}
            </Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
          >
            {actions}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

/** Button styles that keep their contrast on the dark band. */
export const ctaPrimarySx = {
  bgcolor: '#fff',
  color: '#0f2a3a',
  '&:hover': { bgcolor: '#e3edf3' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;
export const ctaSecondarySx = {
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;

/** The closing band of most public pages: a title, a text and the one "Contact us" button. */
export function ContactCtaBand({
  id,
  title,
  text,
}: {
  id: string;
  title: string;
  text: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <CtaBand
      id={id}
      title={title}
      text={text}
      actions={
        <ActionButton variant="contained" size="large" to={paths.contact(lang)} sx={ctaPrimarySx}>
          {t('public.common.contactUs')}
        </ActionButton>
      }
    />
  );
}
