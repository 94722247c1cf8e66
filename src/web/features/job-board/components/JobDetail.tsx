import { Box, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobBoardDetail } from '#shared/contracts/job-board';
import { PageHeader } from '#web/components/layout/PageHeader';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatMoment, shortId } from '../format';
import { ApplicationList } from './ApplicationList';
import { ApplyPanel } from './ApplyPanel';
import { JobDetailSections } from './JobDetailSections';
import type { JobLabels } from './JobBoardList';

interface JobDetailProps {
  data: JobBoardDetail;
  labels: JobLabels;
  addStaffHref: string;
}

/** A request on the board: its facts, the application panel and the agency's own applications. */
export function JobDetail({ data, labels, addStaffHref }: JobDetailProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
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
              {t('jobBoard.board.beginsAt', {
                moment: formatMoment(data.begin, lang, data.organisationTimeZone),
              })}
            </Typography>
          </Box>
        }
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <JobDetailSections job={data} labels={labels} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2.5}>
            <ApplyPanel requestId={data._id} asked={data.documents} addStaffHref={addStaffHref} />
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
