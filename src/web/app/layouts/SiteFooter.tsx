import { Box, Container, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '#web/components/layout/Brand';
import { PARTNER_KINDS, PartnerMark } from '#web/features/marketing/components/PartnerMarks';
import { useLanguage } from '#web/i18n/useLanguage';
import { OPERATOR, telHref } from '#web/lib/config';
import { paths } from '#web/lib/paths';
import { publicNavigation } from '../public-navigation';

const linkSx = {
  color: 'inherit',
  opacity: 0.88,
  textDecoration: 'none',
  '&:hover': { opacity: 1, textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 0.5 },
} as const;

function Column({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography
        id={id}
        component="h2"
        sx={{
          fontSize: '0.8rem',
          fontWeight: 700,
          letterSpacing: '0.1em',
          textTransform: 'uppercase',
          mb: 1.5,
          color: '#fff',
        }}
      >
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * Public footer: navigation, Impressum / AGB / Data Protection and Safety, contact and a
 * plain social link (no plug-in), six partner marks, and the copyright with the current year.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const year = new Date().getFullYear();
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
          <Grid size={{ xs: 6, sm: 4, md: 2.5 }}>
            <Column id="footer-site" title={t('public.footer.siteTitle')}>
              {publicNavigation.map((entry) => (
                <li key={entry.id}>
                  <Link
                    component={RouterLink}
                    to={paths.inLanguage(lang, entry.segment)}
                    variant="body2"
                    sx={linkSx}
                  >
                    {t(entry.labelKey)}
                  </Link>
                </li>
              ))}
            </Column>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2.5 }}>
            <Column id="footer-legal" title={t('legal.navLabel')}>
              <li>
                <Link component={RouterLink} to={paths.imprint(lang)} variant="body2" sx={linkSx}>
                  {t('legal.imprint')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={paths.terms(lang)} variant="body2" sx={linkSx}>
                  {t('legal.terms')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={paths.privacy(lang)} variant="body2" sx={linkSx}>
                  {t('legal.privacy')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={paths.accessibility(lang)} variant="body2" sx={linkSx}>
                  {t('legal.accessibility')}
                </Link>
              </li>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Column id="footer-contact" title={t('public.footer.contactTitle')}>
              <li>
                <Link component={RouterLink} to={paths.contact(lang)} variant="body2" sx={linkSx}>
                  {t('public.nav.contact')}
                </Link>
              </li>
              <li>
                <Link href={telHref(OPERATOR.phone)} variant="body2" sx={linkSx}>
                  {OPERATOR.phone}
                </Link>
              </li>
              <li>
                <Link href={`mailto:${OPERATOR.email}`} variant="body2" sx={linkSx}>
                  {OPERATOR.email}
                </Link>
              </li>
              <li>
                <Link
                  href={OPERATOR.socialUrl}
                  variant="body2"
                  sx={linkSx}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {t('public.footer.social')}
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t('public.footer.newWindow')})`}
                  </Box>
                </Link>
              </li>
            </Column>
          </Grid>
        </Grid>

        <Box
          component="section"
          aria-labelledby="footer-partners"
          sx={{ mt: { xs: 5, md: 6 }, pt: 4, borderTop: '1px solid rgba(255,255,255,0.14)' }}
        >
          <Typography
            id="footer-partners"
            component="h2"
            sx={{
              fontSize: '0.8rem',
              fontWeight: 700,
              letterSpacing: '0.1em',
              textTransform: 'uppercase',
              mb: 2,
              color: '#fff',
            }}
          >
            {t('public.footer.partnersTitle')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              // minmax(0, 1fr): long German words wrap instead of widening the columns.
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                md: 'repeat(6, minmax(0, 1fr))',
              },
              gap: 1.5,
            }}
          >
            {PARTNER_KINDS.map((kind) => (
              <Box
                component="li"
                key={kind}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  px: 1.5,
                  py: 1.25,
                  borderRadius: 2,
                  bgcolor: 'rgba(255,255,255,0.06)',
                  fontSize: '0.8rem',
                  lineHeight: 1.3,
                }}
              >
                <PartnerMark kind={kind} size={26} />
                <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {t(`public.partnerKinds.${kind}`)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>

        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.14)',
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

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
