import { Box, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/layout/Brand';
import { legalNavigation } from '#web/components/layout/LegalLinks';
import { PartnerKindGrid } from '#web/features/marketing/components/PartnerMarks';
import { useLanguage } from '#web/i18n/useLanguage';
import { OPERATOR, telHref } from '#web/lib/config';
import { paths } from '#web/lib/paths';
import { publicNavigation } from '../public-navigation';
import { FooterColumn, FooterHeading, type FooterLink } from './FooterColumn';

const ruleSx = { borderTop: '1px solid rgba(255,255,255,0.14)' } as const;

/**
 * Public footer: navigation, Impressum / AGB / Data Protection and Safety, contact and a
 * plain social link (no plug-in), six partner marks, and the copyright with the current year.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const year = new Date().getFullYear();
  const internal = (entry: { labelKey: string; segment: string }): FooterLink => ({
    label: t(entry.labelKey),
    to: paths.inLanguage(lang, entry.segment),
  });
  const contact: FooterLink[] = [
    { label: t('public.nav.contact'), to: paths.contact(lang) },
    { label: OPERATOR.phone, href: telHref(OPERATOR.phone) },
    { label: OPERATOR.email, href: `mailto:${OPERATOR.email}` },
    { label: t('public.footer.social'), href: OPERATOR.socialUrl, newWindow: true },
  ];
  const columns = [
    {
      id: 'footer-site',
      title: t('public.footer.siteTitle'),
      links: publicNavigation.map(internal),
      size: { xs: 6, sm: 4, md: 2.5 },
    },
    {
      id: 'footer-legal',
      title: t('legal.navLabel'),
      links: legalNavigation.map(internal),
      size: { xs: 6, sm: 4, md: 2.5 },
    },
    {
      id: 'footer-contact',
      title: t('public.footer.contactTitle'),
      links: contact,
      size: { xs: 12, sm: 4, md: 3 },
    },
  ];
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        mt: 'auto',
        bgcolor: theme.palette.sidebar.background,
        color: theme.palette.sidebar.text,
        pt: { xs: 6, md: 8 },
        pb: 4,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Brand to={paths.home(lang)} inverted />
            <Typography
              sx={{ mt: 2, maxWidth: 340, lineHeight: 1.7, opacity: 0.88, fontSize: '0.95rem' }}
            >
              {t('public.footer.about')}
            </Typography>
          </Grid>
          {columns.map(({ size, ...column }) => (
            <Grid key={column.id} size={size}>
              <FooterColumn {...column} />
            </Grid>
          ))}
        </Grid>

        <Box
          component="section"
          aria-labelledby="footer-partners"
          sx={{ mt: { xs: 5, md: 6 }, pt: 4, ...ruleSx }}
        >
          <FooterHeading id="footer-partners" spacing={2}>
            {t('public.footer.partnersTitle')}
          </FooterHeading>
          <PartnerKindGrid look="tile" />
        </Box>

        <Box
          sx={{
            mt: 4,
            pt: 3,
            ...ruleSx,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
            fontSize: '0.85rem',
            opacity: 0.88,
          }}
        >
          <span>{t('layout.copyright', { year, name: t('app.name') })}</span>
          <span>{t('public.footer.madeFor')}</span>
        </Box>
      </Container>
    </Box>
  );
}
