import { Grid } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import ApartmentIcon from '@mui/icons-material/Apartment';
import PeopleIcon from '@mui/icons-material/People';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../components/layout/InfoCard';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { useSession } from '../../features/auth/api';

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  usePageTitle(t('nav.adminDashboard'));
  return (
    <>
      <PageHeader
        title={t('pages.admin.title')}
        subtitle={t('pages.admin.intro', { name: me?.firstName ?? '' })}
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<BusinessIcon />} title={t('pages.admin.agencies.title')}>
            {t('pages.admin.agencies.text')}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<ApartmentIcon />} title={t('pages.admin.organisations.title')}>
            {t('pages.admin.organisations.text')}
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <InfoCard icon={<PeopleIcon />} title={t('pages.admin.users.title')}>
            {t('pages.admin.users.text')}
          </InfoCard>
        </Grid>
      </Grid>
    </>
  );
}
