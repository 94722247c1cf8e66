import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { VettingStatus } from '#web/features/my-agency/components/VettingStatus';
import { ApplicationList } from '#web/features/job-board/components/ApplicationList';
import { ApplyPanel } from '#web/features/job-board/components/ApplyPanel';
import { JobDetailSections } from '#web/features/job-board/components/JobDetailSections';
import { NotVettedNotice } from '#web/features/job-board/components/NotVettedNotice';
import { formatMoment, shortId } from '#web/features/job-board/format';
import { useJob } from '#web/features/job-board/api';
import { useContractTypes, useMetaFields } from '#web/features/reference/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { isApiError } from '#web/lib/api-client';

/** /{lang}/agency/jobs/:id: a request on the board with the application panel and the agency's own applications. */
export default function JobDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const location = useLocation();
  const job = useJob(id);
  const contractTypes = useContractTypes();
  const fields = useMetaFields();
  usePageTitle(job.data?.title ?? t('jobBoard.detail.title'));
  // Back to the board as it was (filter, page), when the detail was opened from it.
  const boardSearch = (location.state as { boardSearch?: string } | null)?.boardSearch;
  const back = (
    <Button
      component={RouterLink}
      to={paths.agencyJobs(lang) + (boardSearch ? `?${boardSearch}` : '')}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1, ml: -1 }}
    >
      {t('jobBoard.detail.back')}
    </Button>
  );

  if (job.isPending) return <LoadingScreen />;
  if (job.isError) {
    const notVetted = isApiError(job.error) && job.error.code === 'AGENCY_NOT_VETTED';
    return (
      <>
        {back}
        {notVetted ? (
          <>
            <VettingStatus />
            <NotVettedNotice />
          </>
        ) : (
          <Alert severity={isApiError(job.error) && job.error.status === 404 ? 'info' : 'error'}>
            {isApiError(job.error) && job.error.status === 404
              ? t('jobBoard.detail.notFound')
              : apiErrorText(t, job.error)}
          </Alert>
        )}
      </>
    );
  }

  const data = job.data;
  return (
    <>
      {back}
      <PageHeader
        title={data.title}
        subtitle={
          <Box component="span" sx={{ display: 'block' }}>
            {[data.subtitle, data.organisation.name].filter(Boolean).join(' · ')}
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', mt: 0.5 }}
              color="text.secondary"
            >
              {t('jobBoard.board.columns.id')} {shortId(data._id)} ·{' '}
              {t('jobBoard.board.beginsAt', { moment: formatMoment(data.begin, lang, data.organisationTimeZone) })}
            </Typography>
          </Box>
        }
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <JobDetailSections
            job={data}
            labels={{ contractTypes: contractTypes.data, fields: fields.data }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2.5}>
            <ApplyPanel requestId={data._id} addStaffHref={paths.agencyStaff(lang)} />
            <Box component="section" aria-labelledby="my-applications">
              <Typography variant="h6" component="h2" id="my-applications" sx={{ mb: 1 }}>
                {t('jobBoard.detail.myApplications', { count: data.myApplications.length })}
              </Typography>
              {data.myApplications.length === 0 ? (
                <Typography color="text.secondary">
                  {t('jobBoard.detail.noApplications')}
                </Typography>
              ) : (
                <ApplicationList
                  items={data.myApplications}
                  requestHref={() => null}
                  showRequest={false}
                  label={t('jobBoard.detail.myApplications', { count: data.myApplications.length })}
                />
              )}
            </Box>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
