import { Box, Grid, Link, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import ShareIcon from '@mui/icons-material/Share';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import BoltIcon from '@mui/icons-material/Bolt';
import SmsIcon from '@mui/icons-material/Sms';
import TimerIcon from '@mui/icons-material/Timer';
import DescriptionIcon from '@mui/icons-material/Description';
import TranslateIcon from '@mui/icons-material/Translate';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { ActionButton } from '../../components/layout/ActionButton';
import { usePageMeta } from '../../components/layout/usePageMeta';
// Files, not the features/marketing barrel: a module the entry chunk imports lands in it whole,
// and the barrel would bring every other page's components along.
import { ContactIntro } from '../../features/marketing/components/ContactIntro';
import { CtaBand, ctaPrimarySx } from '../../features/marketing/components/CtaBand';
import { FeatureGrid, featureItems } from '../../features/marketing/components/FeatureGrid';
import { FeedbackCarousel } from '../../features/marketing/components/FeedbackCarousel';
import {
  HeroIllustration,
  PlatformIllustration,
} from '../../features/marketing/components/HomeIllustrations';
import { PageHero } from '../../features/marketing/components/PageHero';
import { PARTNER_KINDS, PartnerMark } from '../../features/marketing/components/PartnerMarks';
import { Eyebrow, Section } from '../../features/marketing/components/Section';
import { StepPresenter } from '../../features/marketing/components/StepPresenter';
import { useLanguage } from '../../i18n/useLanguage';
// The file, not the features/contact barrel: the entry chunk gets only the static stand-in.
import { SearchFormSlot } from '../../features/contact/components/SearchFormSlot';

const FIGURES = ['time', 'external', 'fte', 'request'] as const;
const STEPS = [
  ['post', <EditNoteIcon key="i" />],
  ['pool', <NotificationsActiveIcon key="i" />],
  ['choose', <HowToRegIcon key="i" />],
  ['hr', <SupervisorAccountIcon key="i" />],
  ['share', <ShareIcon key="i" />],
  ['agencies', <VerifiedUserIcon key="i" />],
] as const;
const POINTS = ['calendar', 'tables', 'pools', 'roles'] as const;
const FEATURES = [
  ['matching', <BoltIcon key="i" />],
  ['notify', <SmsIcon key="i" />],
  ['escalation', <TimerIcon key="i" />],
  ['vetted', <VerifiedUserIcon key="i" />],
  ['documents', <DescriptionIcon key="i" />],
  ['languages', <TranslateIcon key="i" />],
] as const;
const FEEDBACK = ['wardManager', 'hr', 'agency', 'nurse'] as const;

/** Clinics landing page /{lang} (spec 001 section 2). */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const k = (key: string) => t(`public.home.${key}`);
  usePageMeta({ title: k('meta.title'), description: k('meta.description') });
  const searchLink = { pathname, hash: '#search_form' };

  return (
    <>
      <PageHero
        eyebrow={k('hero.eyebrow')}
        title={k('hero.title')}
        lead={k('hero.lead')}
        note={t('public.common.freeNote')}
        actions={
          <>
            <ActionButton variant="contained" size="large" to={searchLink}>
              {t('public.common.findStaff')}
            </ActionButton>
            <ActionButton variant="outlined" size="large" to={paths.signUp(lang, 'organisation')}>
              {t('public.common.registerClinic')}
            </ActionButton>
          </>
        }
        aside={<HeroIllustration label={k('hero.imageAlt')} />}
      />

      <SearchFormSlot eyebrow={<Eyebrow>{t('public.home.search.eyebrow')}</Eyebrow>} />

      <Section
        id="intro"
        eyebrow={k('intro.eyebrow')}
        title={k('intro.title')}
        lead={k('intro.lead')}
      >
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {FIGURES.map((figure) => (
            <Grid key={figure} component="li" size={{ xs: 6, md: 3 }}>
              <Box
                sx={{
                  height: '100%',
                  p: { xs: 2.25, sm: 3 },
                  borderRadius: 3.5,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography
                  component="p"
                  sx={{
                    fontSize: { xs: '1.9rem', sm: '2.4rem' },
                    fontWeight: 800,
                    color: 'primary.main',
                    lineHeight: 1.1,
                    letterSpacing: '-0.02em',
                  }}
                >
                  {k(`intro.figures.${figure}.value`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {k(`intro.figures.${figure}.label`)}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section
        id="how-it-works"
        tone="paper"
        eyebrow={k('steps.eyebrow')}
        title={k('steps.title')}
        lead={k('steps.lead')}
      >
        <StepPresenter label={k('steps.tablistLabel')} steps={featureItems(STEPS, k, 'steps')} />
      </Section>

      <Section
        id="platform"
        eyebrow={k('platform.eyebrow')}
        title={k('platform.title')}
        lead={k('platform.lead')}
      >
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <PlatformIllustration label={k('platform.imageAlt')} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
              {POINTS.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 2 }}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 10,
                      height: 10,
                      mt: 1,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                      flexShrink: 0,
                    }}
                  />
                  <Box>
                    <Typography variant="h6" component="h3">
                      {k(`platform.points.${point}.title`)}
                    </Typography>
                    <Typography
                      color="text.secondary"
                      variant="body2"
                      sx={{ mt: 0.5, lineHeight: 1.7 }}
                    >
                      {k(`platform.points.${point}.text`)}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Section>

      <Section
        id="features"
        tone="tint"
        eyebrow={k('features.eyebrow')}
        title={k('features.title')}
      >
        <FeatureGrid items={featureItems(FEATURES, k, 'features')} />
      </Section>

      <Section
        id="partners"
        eyebrow={k('partners.eyebrow')}
        title={k('partners.title')}
        lead={k('partners.lead')}
      >
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
            gap: 2,
          }}
        >
          {PARTNER_KINDS.map((kind) => (
            <Box
              component="li"
              key={kind}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                gap: 1.25,
                p: 2.5,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'primary.main',
              }}
            >
              <PartnerMark kind={kind} size={36} />
              <Typography
                variant="body2"
                sx={{
                  color: 'text.primary',
                  fontWeight: 600,
                  maxWidth: '100%',
                  overflowWrap: 'anywhere',
                }}
              >
                {t(`public.partnerKinds.${kind}`)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Link
          component={RouterLink}
          to={paths.partners(lang)}
          sx={{ mt: 3, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          {k('partners.link')}
          <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </Link>
      </Section>

      <Section
        id="feedback"
        tone="paper"
        align="center"
        eyebrow={k('feedback.eyebrow')}
        title={k('feedback.title')}
        lead={k('feedback.lead')}
      >
        <FeedbackCarousel
          items={FEEDBACK.map((id) => ({
            id,
            quote: k(`feedback.items.${id}.quote`),
            role: k(`feedback.items.${id}.role`),
          }))}
          labels={{
            carousel: k('feedback.carousel'),
            previous: k('feedback.previous'),
            next: k('feedback.next'),
            goTo: (n, total) => t('public.home.feedback.goTo', { n, total }),
            position: (n, total) => t('public.home.feedback.position', { n, total }),
          }}
        />
      </Section>

      <CtaBand
        id="find-out-more"
        title={k('more.title')}
        text={k('more.text')}
        actions={
          <ActionButton variant="contained" size="large" to={searchLink} sx={ctaPrimarySx}>
            {k('more.button')}
          </ActionButton>
        }
      />

      <ContactIntro />
    </>
  );
}
