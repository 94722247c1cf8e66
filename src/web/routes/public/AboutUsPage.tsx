import { Box, Container } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LockIcon from '@mui/icons-material/Lock';
import VerifiedIcon from '@mui/icons-material/Verified';
import { AlternatingList, textItem } from '#web/features/marketing/components/Lists';
import { ContactCtaBand } from '#web/features/marketing/components/CtaBand';
import { PageHero } from '#web/features/marketing/components/PageHero';
import { Section } from '#web/features/marketing/components/Section';
import { usePublicPage } from '#web/features/marketing/usePublicPage';

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
  const { k } = usePublicPage('aboutUs');
  return (
    <>
      <PageHero eyebrow={k('hero.eyebrow')} title={k('hero.title')} lead={k('hero.lead')} />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -5 } }}>
        <IntroPicture alt={k('hero.imageAlt')} />
      </Container>
      <Section id="mission" title={k('mission.title')} lead={k('mission.text')} />
      <Section id="promise" tone="paper" title={k('promise.title')} lead={k('promise.lead')}>
        <AlternatingList
          items={PROMISE.map(([id, icon]) => ({ ...textItem(id, k, 'promise'), visual: icon }))}
        />
      </Section>
      <ContactCtaBand id="about-cta" title={k('cta.title')} text={k('cta.text')} />
    </>
  );
}
