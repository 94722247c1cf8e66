import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import SmsIcon from '@mui/icons-material/Sms';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { paths } from '#web/lib/paths';
import { ContactCtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { FlowIllustration } from '#web/features/marketing/components/Illustrations';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { textItems, Timeline } from '#web/features/marketing/components/Lists';
import { usePublicPage } from '#web/features/marketing/usePublicPage';

const STAGES = ['create', 'notify', 'choose', 'hr', 'share', 'agencies'] as const;
const ROLES = [
  ['wardManager', <EditCalendarIcon key="i" />],
  ['staff', <SmsIcon key="i" />],
  ['hr', <SupervisorAccountIcon key="i" />],
  ['agency', <HandshakeIcon key="i" />],
] as const;

/** /{lang}/howItWorks: the path of a request from the ward pool to vetted agencies. */
export default function HowItWorksPage() {
  const { t, k, lang } = usePublicPage('howItWorks');
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        actions={[
          { to: `${paths.home(lang)}#search_form`, label: t('public.common.findStaff') },
          { to: paths.signUp(lang, 'organisation'), label: t('public.common.registerClinic') },
        ]}
        aside={<FlowIllustration label={k('hero.imageAlt')} />}
      />
      <Section id="flow" tone="paper" title={k('flow.title')} lead={k('flow.lead')}>
        <Timeline
          label={(n) => t('public.howItWorks.flow.stage', { n })}
          items={textItems(STAGES, k, 'flow')}
        />
      </Section>
      <Section id="roles" title={k('roles.title')}>
        <FeatureGrid columns={4} items={featureItems(ROLES, k, 'roles')} />
      </Section>
      <ContactCtaBand id="how-cta" title={k('cta.title')} text={k('cta.text')} />
    </>
  );
}
