import { useLocation } from 'react-router';
import { paths } from '#web/lib/paths';
// Files, not the features/marketing barrel: a module the entry chunk imports lands in it whole,
// and the barrel would bring every other page's components along.
import { ContactIntro } from '#web/features/marketing/components/ContactIntro';
import { CtaBand } from '#web/features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '#web/features/marketing/components/FeatureGrid';
import { HeroIllustration } from '#web/features/marketing/components/HomeIllustrations';
import { HOME_FEATURES, HOME_STEPS } from '#web/features/marketing/components/home-items';
import { HomeFeedback } from '#web/features/marketing/components/HomeFeedback';
import { HomeFigures } from '#web/features/marketing/components/HomeFigures';
import { HomePartnerKinds } from '#web/features/marketing/components/HomePartnerKinds';
import { HomePlatformPoints } from '#web/features/marketing/components/HomePlatformPoints';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Eyebrow, Section } from '#web/features/marketing/components/Section';
import { StepPresenter } from '#web/features/marketing/components/StepPresenter';
import { usePublicPage } from '#web/features/marketing/usePublicPage';
// The file, not the features/contact barrel: the entry chunk gets only the static stand-in.
import { SearchFormSlot } from '#web/features/contact/components/SearchFormSlot';

/** Clinics landing page /{lang} (spec 001 section 2). */
export default function HomePage() {
  const { t, k, lang } = usePublicPage('home');
  const { pathname } = useLocation();
  const searchLink = { pathname, hash: '#search_form' };

  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        note={t('public.common.freeNote')}
        actions={[
          { to: searchLink, label: t('public.common.findStaff') },
          { to: paths.signUp(lang, 'organisation'), label: t('public.common.registerClinic') },
        ]}
        aside={<HeroIllustration label={k('hero.imageAlt')} />}
      />

      <SearchFormSlot eyebrow={<Eyebrow>{t('public.home.search.eyebrow')}</Eyebrow>} />

      <Section
        id="intro"
        eyebrow={k('intro.eyebrow')}
        title={k('intro.title')}
        lead={k('intro.lead')}
      >
        <HomeFigures />
      </Section>

      <Section
        id="how-it-works"
        tone="paper"
        eyebrow={k('steps.eyebrow')}
        title={k('steps.title')}
        lead={k('steps.lead')}
      >
        <StepPresenter
          label={k('steps.tablistLabel')}
          steps={featureItems(HOME_STEPS, k, 'steps')}
        />
      </Section>

      <Section
        id="platform"
        eyebrow={k('platform.eyebrow')}
        title={k('platform.title')}
        lead={k('platform.lead')}
      >
        <HomePlatformPoints />
      </Section>

      <Section
        id="features"
        tone="tint"
        eyebrow={k('features.eyebrow')}
        title={k('features.title')}
      >
        <FeatureGrid items={featureItems(HOME_FEATURES, k, 'features')} />
      </Section>

      <Section
        id="partners"
        eyebrow={k('partners.eyebrow')}
        title={k('partners.title')}
        lead={k('partners.lead')}
      >
        <HomePartnerKinds />
      </Section>

      <Section
        id="feedback"
        tone="paper"
        align="center"
        eyebrow={k('feedback.eyebrow')}
        title={k('feedback.title')}
        lead={k('feedback.lead')}
      >
        <HomeFeedback />
      </Section>

      <CtaBand
        id="find-out-more"
        title={k('more.title')}
        text={k('more.text')}
        actions={[{ to: searchLink, label: k('more.button') }]}
      />

      <ContactIntro />
    </>
  );
}
