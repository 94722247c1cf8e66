import { Box, Button, Container, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LockIcon from '@mui/icons-material/Lock';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { usePageMeta } from '#web/components/layout/usePageMeta';
import { AlternatingList, VisualPanel } from '#web/features/marketing/components/Lists';
import { CtaBand, ctaPrimarySx } from '#web/features/marketing/components/CtaBand';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { useLanguage } from '#web/i18n/useLanguage';

const PROMISE = [
  ['people', <GroupsIcon key="i" />],
  ['fair', <FavoriteIcon key="i" />],
  ['privacy', <LockIcon key="i" />],
  ['quality', <VerifiedIcon key="i" />],
] as const;

/**
 * The intro picture follows the screen width (spec 001 section 2): mobile below the small
 * breakpoint (769 px), tablet up to the medium one (960 px), desktop above.
 */
function IntroPicture({ alt }: { alt: string }) {
  return (
    <Box
      component="picture"
      sx={{
        display: 'block',
        borderRadius: 6,
        overflow: 'hidden',
        boxShadow: '0 24px 60px rgba(11,110,138,0.14)',
      }}
    >
      <source
        media="(min-width: 960px)"
        srcSet="/images/about-desktop.svg"
        width={1200}
        height={380}
      />
      <source
        media="(min-width: 769px)"
        srcSet="/images/about-tablet.svg"
        width={800}
        height={400}
      />
      <Box
        component="img"
        src="/images/about-mobile.svg"
        alt={alt}
        width={400}
        height={440}
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}

/** /{lang}/about-us: intro picture, mission and our promise in alternating rows. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const k = (key: string) => t(`public.aboutUs.${key}`);
  usePageMeta({ title: k('meta.title'), description: k('meta.description') });
  return (
    <>
      <PageHero eyebrow={k('hero.eyebrow')} title={k('hero.title')} lead={k('hero.lead')} />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -5 } }}>
        <IntroPicture alt={k('hero.imageAlt')} />
      </Container>
      <Section id="mission" title={k('mission.title')} lead={k('mission.text')} />
      <Section id="promise" tone="paper" title={k('promise.title')} lead={k('promise.lead')}>
        <AlternatingList
          items={PROMISE.map(([id, icon], index) => ({
            id,
            title: k(`promise.items.${id}.title`),
            text: k(`promise.items.${id}.text`),
            visual: (
              <VisualPanel tone={index % 2 === 0 ? 'primary' : 'secondary'}>{icon}</VisualPanel>
            ),
          }))}
        />
      </Section>
      <CtaBand
        id="about-cta"
        title={k('cta.title')}
        text={<Typography component="span">{k('cta.text')}</Typography>}
        actions={
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.contact(lang)}
            sx={ctaPrimarySx}
          >
            {t('public.common.contactUs')}
          </Button>
        }
      />
    </>
  );
}
