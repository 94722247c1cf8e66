import { Grid } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import EuroIcon from '@mui/icons-material/Euro';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../components/layout/InfoCard';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { VettingStatus } from '../../features/agency-profile';
import { useSession } from '../../features/auth/api';

export default function NewJobsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  usePageTitle(t('nav.newJobs'));
  return (
    <>
      <PageHeader
        title={t('nav.newJobs')}
        subtitle={t('pages.agencyJobs.intro', { name: me?.firstName ?? '' })}
      />
      {/* The agency's vetting and permit (issue #6); stays when the job board replaces the rest. */}
      <VettingStatus />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<SearchIcon />} title={t('pages.agencyJobs.find.title')}>
            {t('pages.agencyJobs.find.text')}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<UploadFileIcon />} title={t('pages.agencyJobs.apply.title')}>
            {t('pages.agencyJobs.apply.text')}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<EuroIcon />} title={t('pages.agencyJobs.rate.title')}>
            {t('pages.agencyJobs.rate.text')}
          </InfoCard>
        </Grid>
      </Grid>
    </>
  );
}
