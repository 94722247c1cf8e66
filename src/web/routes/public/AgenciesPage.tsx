import { Box, Button, Grid, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import FilterListIcon from '@mui/icons-material/FilterList';
import SpeedIcon from '@mui/icons-material/Speed';
import DescriptionIcon from '@mui/icons-material/Description';
import BalanceIcon from '@mui/icons-material/Balance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { usePageMeta } from '#web/components/layout/usePageMeta';
import { AgencyIllustration } from '#web/features/marketing/components/Illustrations';
import { CtaBand, ctaPrimarySx, ctaSecondarySx } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { NumberedSteps } from '#web/features/marketing/components/Lists';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { useLanguage } from '#web/i18n/useLanguage';

const STEPS = ['register', 'browse', 'apply', 'track'] as const;
const BENEFITS = [
  ['demand', <TrendingUpIcon key="i" />],
  ['fit', <FilterListIcon key="i" />],
  ['speed', <SpeedIcon key="i" />],
  ['paperwork', <DescriptionIcon key="i" />],
  ['fair', <BalanceIcon key="i" />],
  ['reach', <ApartmentIcon key="i" />],
] as const;

/** /{lang}/agencies: what the marketplace offers staffing agencies. */
export default function AgenciesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const k = (key: string) => t(`public.agencies.${key}`);
  usePageMeta({ title: k('meta.title'), description: k('meta.description') });
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        note={t('public.common.freeNote')}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={paths.signUp(lang, 'agency')}
            >
              {t('public.common.registerAgency')}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={paths.contact(lang)}>
              {t('public.common.contactUs')}
            </Button>
          </>
        }
        aside={<AgencyIllustration label={k('hero.imageAlt')} />}
      />
      <Section id="agency-steps" tone="paper" title={k('steps.title')} lead={k('steps.lead')}>
        <NumberedSteps
          items={STEPS.map((id) => ({
            id,
            title: k(`steps.items.${id}.title`),
            text: k(`steps.items.${id}.text`),
          }))}
        />
      </Section>
      <Section id="benefits" title={k('benefits.title')}>
        <FeatureGrid items={featureItems(BENEFITS, k, 'benefits')} />
      </Section>
      <Section id="pricing" tone="tint" title={k('pricing.title')} lead={k('pricing.lead')}>
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {(['free', 'commission'] as const).map((plan) => (
            <Grid key={plan} component="li" size={{ xs: 12, sm: 6 }}>
              <Box
                sx={{
                  height: '100%',
                  p: { xs: 3, md: 4 },
                  borderRadius: 4,
                  bgcolor: 'background.paper',
                  border: plan === 'free' ? 2 : 1,
                  borderColor: plan === 'free' ? 'primary.main' : 'divider',
                }}
              >
                <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
                  {k(`pricing.${plan}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {k(`pricing.${plan}.text`)}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Section>
      <CtaBand
        id="agency-cta"
        title={k('cta.title')}
        text={k('cta.text')}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={paths.signUp(lang, 'agency')}
              sx={ctaPrimarySx}
            >
              {t('public.common.registerAgency')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.contact(lang)}
              sx={ctaSecondarySx}
            >
              {t('public.common.contactUs')}
            </Button>
          </>
        }
      />
    </>
  );
}
