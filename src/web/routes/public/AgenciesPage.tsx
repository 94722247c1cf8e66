import { Box, Grid, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import FilterListIcon from '@mui/icons-material/FilterList';
import SpeedIcon from '@mui/icons-material/Speed';
import DescriptionIcon from '@mui/icons-material/Description';
import BalanceIcon from '@mui/icons-material/Balance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { paths } from '#web/lib/paths';
import { AgencyIllustration } from '#web/features/marketing/components/Illustrations';
import { CtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { NumberedSteps, textItems } from '#web/features/marketing/components/Lists';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { usePublicPage } from '#web/features/marketing/usePublicPage';

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
  const { t, k, lang } = usePublicPage('agencies');
  const links = [
    { to: paths.signUp(lang, 'agency'), label: t('public.common.registerAgency') },
    { to: paths.contact(lang), label: t('public.common.contactUs') },
  ];
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        note={t('public.common.freeNote')}
        actions={links}
        aside={<AgencyIllustration label={k('hero.imageAlt')} />}
      />
      <Section id="agency-steps" tone="paper" title={k('steps.title')} lead={k('steps.lead')}>
        <NumberedSteps items={textItems(STEPS, k, 'steps')} />
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
      <CtaBand id="agency-cta" title={k('cta.title')} text={k('cta.text')} actions={links} />
    </>
  );
}
