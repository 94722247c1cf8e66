import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The file, not the features/contact barrel: the entry chunk gets only the static stand-in.
import { DeferredSpecialistSearch } from './DeferredSpecialistSearch';

/**
 * The home page's specialist search (spec 001 section 2), the target of every "find out
 * more" link (#search_form). The form itself is `SpecialistSearch` from features/contact,
 * deferred behind a static stand-in (DeferredSpecialistSearch). The page passes the eyebrow
 * in: it is a marketing component, and features do not import each other.
 */
export function SearchFormSlot({ eyebrow }: { eyebrow: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="search_form"
      aria-labelledby="search_form-title"
      sx={{
        scrollMarginTop: 80,
        position: 'relative',
        zIndex: 1,
        mt: { xs: -4, md: -6 },
        '&:focus': { outline: 'none' },
      }}
    >
      <Container maxWidth="lg">
        <Paper
          variant="outlined"
          sx={(theme) => ({
            borderRadius: 4,
            p: { xs: 3, sm: 4, md: 5 },
            boxShadow: `0 24px 60px ${theme.palette.primary.main}1f`,
          })}
        >
          {eyebrow}
          <Typography
            id="search_form-title"
            variant="h2"
            sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}
          >
            {t('public.home.search.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 720, lineHeight: 1.65 }}>
            {t('public.home.search.lead')}
          </Typography>
          <Box sx={{ mt: 3 }}>
            {/* A static first row until the visitor reaches for it (or, wide, sees it). */}
            <DeferredSpecialistSearch surface="none" />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
