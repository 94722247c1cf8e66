import { Link } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { PartnerKindGrid } from './PartnerMarks';

/** The kinds of partner the platform works with, and the link to the partners page. */
export function HomePartnerKinds() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <PartnerKindGrid look="card" />
      <Link
        component={RouterLink}
        to={paths.partners(lang)}
        sx={{ mt: 3, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      >
        {t('public.home.partners.link')}
        <ArrowForwardIcon fontSize="small" aria-hidden="true" />
      </Link>
    </>
  );
}
