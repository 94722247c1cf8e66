import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import GroupsIcon from '@mui/icons-material/Groups';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SchoolIcon from '@mui/icons-material/School';
import HubIcon from '@mui/icons-material/Hub';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import InsightsIcon from '@mui/icons-material/Insights';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { paths } from '#web/lib/paths';
import { ContactCtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { NetworkIllustration } from '#web/features/marketing/components/Illustrations';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { usePublicPage } from '#web/features/marketing/usePublicPage';

const NETWORK = [
  ['clinics', <LocalHospitalIcon key="i" />],
  ['pools', <GroupsIcon key="i" />],
  ['agencies', <VerifiedUserIcon key="i" />],
  ['associations', <AccountBalanceIcon key="i" />],
  ['education', <SchoolIcon key="i" />],
  ['networks', <HubIcon key="i" />],
] as const;
const ADVANTAGES = [
  ['visibility', <VisibilityIcon key="i" />],
  ['quality', <WorkspacePremiumIcon key="i" />],
  ['insight', <InsightsIcon key="i" />],
  ['together', <Diversity3Icon key="i" />],
] as const;

/** /{lang}/partners: our-network list, advantages and a contact call to action. */
export default function PartnersPage() {
  const { t, k, lang } = usePublicPage('partners');
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        actions={[{ to: paths.contact(lang), label: t('public.common.contactUs') }]}
        aside={<NetworkIllustration label={k('hero.imageAlt')} />}
      />
      <Section id="network" title={k('network.title')} lead={k('network.lead')}>
        <FeatureGrid items={featureItems(NETWORK, k, 'network')} />
      </Section>
      <Section id="advantages" tone="paper" title={k('advantages.title')}>
        <FeatureGrid columns={4} items={featureItems(ADVANTAGES, k, 'advantages')} />
      </Section>
      <ContactCtaBand id="partner-cta" title={k('cta.title')} text={k('cta.text')} />
    </>
  );
}
