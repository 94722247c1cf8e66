import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { InfoCard } from '../../components/layout/InfoCard';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { useSession } from '../../features/auth/api';
import { useLanguage } from '../../i18n/useLanguage';

const STEPS = ['post', 'pool', 'escalate', 'agencies'] as const;
const FIGURES = ['time', 'external', 'request'] as const;

/** Public home: the product's promise, who it is for, and the ways in. */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  usePageTitle(t('pages.home.title'));
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          py: { xs: 7, md: 11 },
          background:
            theme.palette.mode === 'dark'
              ? `linear-gradient(160deg, ${theme.palette.background.paper} 0%, ${theme.palette.background.default} 100%)`
              : `linear-gradient(160deg, ${theme.palette.primary.main}14 0%, ${theme.palette.background.default} 70%)`,
        })}
      >
        <Container maxWidth="lg">
          <Box sx={{ maxWidth: 760 }}>
            <Typography
              variant="overline"
              color="primary"
              sx={{
                fontWeight: 700,
                letterSpacing: '0.12em',
                fontSize: '0.8rem',
                lineHeight: 1.6,
                display: 'block',
              }}
            >
              {t('pages.home.eyebrow')}
            </Typography>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ mt: 1, fontSize: { xs: '2.1rem', md: '3.1rem' } }}
            >
              {t('pages.home.headline')}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="text.secondary"
              sx={{ mt: 2.5, fontWeight: 400, lineHeight: 1.6 }}
            >
              {t('pages.home.lead')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button
                variant="contained"
                size="large"
                component={RouterLink}
                to={paths.signUp(lang, 'organisation')}
              >
                {t('pages.home.registerOrganisation')}
              </Button>
              <Button
                variant="outlined"
                size="large"
                component={RouterLink}
                to={paths.signUp(lang, 'agency')}
              >
                {t('pages.home.registerAgency')}
              </Button>
              {session.me ? null : (
                <Button size="large" component={RouterLink} to={paths.signIn(lang)}>
                  {t('pages.home.signInCta')}
                </Button>
              )}
            </Stack>
          </Box>
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="audience-title"
        sx={{ py: { xs: 6, md: 9 } }}
      >
        <Typography id="audience-title" variant="h2" sx={{ mb: 1 }}>
          {t('pages.home.audienceTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 680 }}>
          {t('pages.home.audienceLead')}
        </Typography>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 4 }}>
            <InfoCard icon={<LocalHospitalIcon />} title={t('pages.home.audience.clinics.title')}>
              {t('pages.home.audience.clinics.text')}
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <InfoCard icon={<HandshakeIcon />} title={t('pages.home.audience.agencies.title')}>
              {t('pages.home.audience.agencies.text')}
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <InfoCard icon={<MedicalServicesIcon />} title={t('pages.home.audience.staff.title')}>
              {t('pages.home.audience.staff.text')}
            </InfoCard>
          </Grid>
        </Grid>
      </Container>

      <Box
        component="section"
        aria-labelledby="steps-title"
        sx={{
          bgcolor: 'background.paper',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          py: { xs: 6, md: 9 },
        }}
      >
        <Container maxWidth="lg">
          <Typography id="steps-title" variant="h2" sx={{ mb: 4 }}>
            {t('pages.home.stepsTitle')}
          </Typography>
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {STEPS.map((step, index) => (
              <Grid key={step} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
                <Typography
                  aria-hidden="true"
                  sx={{
                    fontSize: '2rem',
                    fontWeight: 800,
                    color: 'primary.main',
                    lineHeight: 1,
                    mb: 1.5,
                  }}
                >
                  {String(index + 1).padStart(2, '0')}
                </Typography>
                <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
                  {t(`pages.home.steps.${step}.title`)}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {t(`pages.home.steps.${step}.text`)}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="figures-title"
        sx={{ py: { xs: 6, md: 9 } }}
      >
        <Typography id="figures-title" variant="h2" sx={{ mb: 4 }}>
          {t('pages.home.figuresTitle')}
        </Typography>
        <Grid container spacing={2.5}>
          {FIGURES.map((figure) => (
            <Grid key={figure} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Typography sx={{ fontSize: '2.2rem', fontWeight: 800, color: 'primary.main' }}>
                    {t(`pages.home.figures.${figure}.value`)}
                  </Typography>
                  <Typography color="text.secondary">
                    {t(`pages.home.figures.${figure}.text`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
