import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { PageLinks, type PageLink } from './PageLinks';

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
  actions: PageLink[];
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
            <PageLinks links={actions} onDark />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

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
      actions={[{ to: paths.contact(lang), label: t('public.common.contactUs') }]}
    />
  );
}
