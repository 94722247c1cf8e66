import { Button, Typography } from '@mui/material';
import BalanceIcon from '@mui/icons-material/Balance';
import ThumbsUpDownIcon from '@mui/icons-material/ThumbsUpDown';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { usePageMeta } from '#web/components/layout/usePageMeta';
import { AlternatingList, VisualPanel } from '#web/features/marketing/components/Lists';
import { ContactCtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { OutcomeIllustration } from '#web/features/marketing/components/Illustrations';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { useLanguage } from '#web/i18n/useLanguage';

const STAFF = [
  ['fair', <BalanceIcon key="i" />],
  ['choice', <ThumbsUpDownIcon key="i" />],
  ['control', <HomeWorkIcon key="i" />],
] as const;
const OUTCOMES = ['time', 'external', 'fte', 'matching', 'request'] as const;

/** /{lang}/innovation: the staff section and one section per outcome. */
export default function InnovationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const k = (key: string) => t(`public.innovation.${key}`);
  usePageMeta({ title: k('meta.title'), description: k('meta.description') });
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        actions={
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.howItWorks(lang)}
          >
            {t('public.nav.howItWorks')}
          </Button>
        }
        aside={<OutcomeIllustration label={k('hero.imageAlt')} />}
      />
      <Section
        id="staff"
        eyebrow={k('staff.eyebrow')}
        title={k('staff.title')}
        lead={k('staff.lead')}
      >
        <FeatureGrid items={featureItems(STAFF, k, 'staff')} />
      </Section>
      <Section id="outcomes" tone="paper" title={k('outcomes.title')}>
        <AlternatingList
          items={OUTCOMES.map((id, index) => ({
            id,
            title: k(`outcomes.items.${id}.title`),
            text: k(`outcomes.items.${id}.text`),
            visual: (
              <VisualPanel decorative={false} tone={index % 2 === 0 ? 'primary' : 'secondary'}>
                <Typography
                  component="p"
                  sx={(theme) => ({
                    fontSize: { xs: '2.4rem', md: '3.2rem' },
                    fontWeight: 800,
                    letterSpacing: '-0.03em',
                    color:
                      index % 2 === 0
                        ? theme.palette.primary.main
                        : theme.palette.mode === 'dark'
                          ? theme.palette.secondary.main
                          : '#1f6b43',
                  })}
                >
                  {k(`outcomes.items.${id}.value`)}
                </Typography>
              </VisualPanel>
            ),
          }))}
        />
      </Section>
      <ContactCtaBand id="innovation-cta" title={k('cta.title')} text={k('cta.text')} />
    </>
  );
}
