import BalanceIcon from '@mui/icons-material/Balance';
import ThumbsUpDownIcon from '@mui/icons-material/ThumbsUpDown';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { paths } from '#web/lib/paths';
import { AlternatingList, textItem } from '#web/features/marketing/components/Lists';
import { ContactCtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { OutcomeIllustration } from '#web/features/marketing/components/Illustrations';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { usePublicPage } from '#web/features/marketing/usePublicPage';

const STAFF = [
  ['fair', <BalanceIcon key="i" />],
  ['choice', <ThumbsUpDownIcon key="i" />],
  ['control', <HomeWorkIcon key="i" />],
] as const;
const OUTCOMES = ['time', 'external', 'fte', 'matching', 'request'] as const;

/** /{lang}/innovation: the staff section and one section per outcome. */
export default function InnovationPage() {
  const { t, k, lang } = usePublicPage('innovation');
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        actions={[{ to: paths.howItWorks(lang), label: t('public.nav.howItWorks') }]}
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
          items={OUTCOMES.map((id) => ({
            ...textItem(id, k, 'outcomes'),
            visual: k(`outcomes.items.${id}.value`),
            figure: true,
          }))}
        />
      </Section>
      <ContactCtaBand id="innovation-cta" title={k('cta.title')} text={k('cta.text')} />
    </>
  );
}
