import { Box, Container, Grid, Link, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR, telHref } from '#web/lib/config';
import { offscreenBandSx } from '#web/components/layout/offscreen';
import { Eyebrow } from './Section';

function ContactCard({
  icon,
  label,
  href,
  value,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  value: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 2.5,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        height: '100%',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Link href={href} sx={{ fontWeight: 700, fontSize: '1.1rem', wordBreak: 'break-word' }}>
          {value}
        </Link>
      </Box>
    </Box>
  );
}

/** Contact-us intro at #contact with a phone and a mail link (spec 001 section 2). */
export function ContactIntro() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="contact"
      aria-labelledby="contact-title"
      sx={{
        ...offscreenBandSx,
        py: { xs: 7, md: 10 },
        scrollMarginTop: 72,
        '&:focus': { outline: 'none' },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Eyebrow>{t('public.home.contact.eyebrow')}</Eyebrow>
            <Typography
              id="contact-title"
              variant="h2"
              sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}
            >
              {t('public.home.contact.title')}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ mt: 2, lineHeight: 1.65, fontSize: '1.05rem' }}
            >
              {t('public.home.contact.lead')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('public.home.contact.hours')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ContactCard
                  icon={<PhoneIcon />}
                  label={t('public.home.contact.phone')}
                  href={telHref(OPERATOR.phone)}
                  value={OPERATOR.phone}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ContactCard
                  icon={<MailOutlineIcon />}
                  label={t('public.home.contact.mail')}
                  href={`mailto:${OPERATOR.email}`}
                  value={OPERATOR.email}
                />
              </Grid>
            </Grid>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
