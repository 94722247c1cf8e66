import { Button, Grid } from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared';
import { paths } from '../../app/paths';
import { InfoCard } from '../../components/layout/InfoCard';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { useSession } from '../../features/auth/api';
import { useLanguage } from '../../i18n/useLanguage';

export default function HospitalDashboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { me } = useSession();
  usePageTitle(t('nav.dashboard'));
  const mayPost = can(me, 'job.post');
  return (
    <>
      <PageHeader
        title={t('pages.hospital.welcome', { name: me?.firstName ?? '' })}
        subtitle={t('pages.hospital.intro')}
        actions={
          mayPost ? (
            <Button
              variant="contained"
              startIcon={<AddCircleIcon />}
              component={RouterLink}
              to={paths.createJob(lang)}
            >
              {t('nav.postJob')}
            </Button>
          ) : undefined
        }
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<EventNoteIcon />} title={t('pages.hospital.requests.title')}>
            {t('pages.hospital.requests.text')}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<GroupsIcon />} title={t('pages.hospital.pools.title')}>
            {t('pages.hospital.pools.text')}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<TrendingUpIcon />} title={t('pages.hospital.escalation.title')}>
            {t('pages.hospital.escalation.text')}
          </InfoCard>
        </Grid>
      </Grid>
    </>
  );
}
