import { Card, CardContent, Typography } from '@mui/material';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';

export default function AppliedJobsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.appliedJobs'));
  return (
    <>
      <PageHeader title={t('nav.appliedJobs')} subtitle={t('pages.appliedJobs.intro')} />
      <Card>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <WorkHistoryIcon
            sx={{ fontSize: 44, color: 'text.secondary', mb: 1 }}
            aria-hidden="true"
          />
          <Typography variant="h6" component="h2">
            {t('pages.appliedJobs.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
            {t('pages.appliedJobs.emptyText')}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
