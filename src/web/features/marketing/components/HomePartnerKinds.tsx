import { Box, Link, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { PARTNER_KINDS, PartnerMark } from './PartnerMarks';

/** The kinds of partner the platform works with, and the link to the partners page. */
export function HomePartnerKinds() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const k = (key: string) => t(`public.home.${key}`);
  return (
    <>
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
    </>
  );
}
