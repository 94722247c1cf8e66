import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Eyebrow } from '../../../features/marketing';
import { useLanguage } from '../../../i18n/useLanguage';

/**
 * The home page's specialist search (spec 001 section 2), the target of every "find out
 * more" link (#search_form). The form itself is `SpecialistSearch` from features/contact;
 * until it is wired in here, the slot offers the contact section instead.
 */
export function SearchFormSlot() {
  const { t } = useTranslation();
  const lang = useLanguage();
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
          <Eyebrow>{t('public.home.search.eyebrow')}</Eyebrow>
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
          {/* SpecialistSearch (src/web/features/contact) is rendered here once it exists. */}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              mt: 3,
              alignItems: { xs: 'stretch', sm: 'center' },
              justifyContent: 'space-between',
              p: 2.5,
              borderRadius: 3,
              bgcolor: 'action.hover',
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
              {t('public.home.search.fallback')}
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.contact(lang)}
              sx={{ flexShrink: 0 }}
            >
              {t('public.common.contactUs')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
