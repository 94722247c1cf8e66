import { Button } from '@mui/material';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import SmsIcon from '@mui/icons-material/Sms';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { usePageMeta } from '#web/components/layout/usePageMeta';
import { ContactCtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { FlowIllustration } from '#web/features/marketing/components/Illustrations';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { Timeline } from '#web/features/marketing/components/Lists';
import { useLanguage } from '#web/i18n/useLanguage';

const STAGES = ['create', 'notify', 'choose', 'hr', 'share', 'agencies'] as const;
const ROLES = [
  ['wardManager', <EditCalendarIcon key="i" />],
  ['staff', <SmsIcon key="i" />],
  ['hr', <SupervisorAccountIcon key="i" />],
  ['agency', <HandshakeIcon key="i" />],
] as const;

/** /{lang}/howItWorks: the path of a request from the ward pool to vetted agencies. */
export default function HowItWorksPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const k = (key: string) => t(`public.howItWorks.${key}`);
  usePageMeta({ title: k('meta.title'), description: k('meta.description') });
  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={`${paths.home(lang)}#search_form`}
            >
              {t('public.common.findStaff')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.signUp(lang, 'organisation')}
            >
              {t('public.common.registerClinic')}
            </Button>
          </>
        }
        aside={<FlowIllustration label={k('hero.imageAlt')} />}
      />
      <Section id="flow" tone="paper" title={k('flow.title')} lead={k('flow.lead')}>
        <Timeline
          label={(n) => t('public.howItWorks.flow.stage', { n })}
          items={STAGES.map((id) => ({
            id,
            title: k(`flow.items.${id}.title`),
            text: k(`flow.items.${id}.text`),
          }))}
        />
      </Section>
      <Section id="roles" title={k('roles.title')}>
        <FeatureGrid columns={4} items={featureItems(ROLES, k, 'roles')} />
      </Section>
      <ContactCtaBand id="how-cta" title={k('cta.title')} text={k('cta.text')} />
    </>
  );
}
