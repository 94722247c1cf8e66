import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { QueryState } from '#web/components/query-state/QueryState';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { VettingStatus } from '#web/features/my-agency/components/VettingStatus';
import { JobDetail } from '#web/features/job-board/components/JobDetail';
import { NotVettedNotice } from '#web/features/job-board/components/NotVettedNotice';
import { useJob } from '#web/features/job-board/api';
import { useContractTypes, useMetaFields, useQualifications } from '#web/features/reference/api';
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
  const qualifications = useQualifications();
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

  if (isApiError(job.error) && job.error.code === 'AGENCY_NOT_VETTED') {
    return (
      <>
        {back}
        <VettingStatus />
        <NotVettedNotice />
      </>
    );
  }
  return (
    <QueryState query={job} before={back} notFound={{ text: t('jobBoard.detail.notFound') }}>
      {(data) => (
        <>
          {back}
          <JobDetail
            data={data}
            labels={{
              contractTypes: contractTypes.data,
              fields: fields.data,
              qualifications: qualifications.data,
            }}
            addStaffHref={paths.agencyStaff(lang)}
          />
        </>
      )}
    </QueryState>
  );
}
