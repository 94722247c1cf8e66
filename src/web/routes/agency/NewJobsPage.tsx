import { useCallback, useMemo } from 'react';
import { Button } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { VettingStatus } from '#web/features/my-agency/components/VettingStatus';
import { useSession } from '#web/features/auth/api';
import {
  boardApiQuery,
  readBoardFilters,
  writeBoardFilters,
} from '#web/features/job-board/filters';
import { BoardFilterPanel } from '#web/features/job-board/components/BoardFilterPanel';
import { BoardResults } from '#web/features/job-board/components/BoardResults';
import { NotVettedNotice } from '#web/features/job-board/components/NotVettedNotice';
import { useJobBoard } from '#web/features/job-board/api';
import type { BoardFilters } from '#web/features/job-board/filters';
import { useContractTypes, useMetaFields, useQualifications } from '#web/features/reference/api';
import { useLanguage } from '#web/i18n/useLanguage';
import { isApiError } from '#web/lib/api-client';

/** /{lang}/agency/jobs (New Jobs): the vetting status, the filter and the board's requests. */
export default function NewJobsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { me } = useSession();
  usePageTitle(t('nav.newJobs'));
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- same URL, same object (a query key)
  const filters = useMemo(() => readBoardFilters(searchParams), [key]);
  const board = useJobBoard(boardApiQuery(filters));
  const contractTypes = useContractTypes();
  const fields = useMetaFields();
  const qualifications = useQualifications();
  const labels = {
    contractTypes: contractTypes.data,
    fields: fields.data,
    qualifications: qualifications.data,
  };

  const change = useCallback(
    (patch: Partial<BoardFilters>) =>
      setSearchParams((current) => writeBoardFilters({ ...readBoardFilters(current), ...patch })),
    [setSearchParams],
  );
  const notVetted = isApiError(board.error) && board.error.code === 'AGENCY_NOT_VETTED';

  return (
    <>
      <PageHeader
        title={t('nav.newJobs')}
        subtitle={t('pages.agencyJobs.intro', { name: me?.firstName ?? '' })}
        actions={
          // Which of these requests the dispatcher is told about as they open: their job alert.
          <Button
            component={RouterLink}
            to={`${paths.accountPreferences(lang)}#job-alerts`}
            variant="outlined"
            startIcon={<NotificationsActiveIcon />}
            sx={{ minHeight: 44 }}
          >
            {t('jobBoard.alertLink')}
          </Button>
        }
      />
      {/* The agency's vetting and permit. */}
      <VettingStatus />
      {notVetted ? null : (
        <BoardFilterPanel
          filters={filters}
          onApply={(values) => change({ ...values, page: 0 })}
          contractTypes={contractTypes.data}
          fields={fields.data}
          qualifications={qualifications.data}
        />
      )}
      {notVetted ? (
        <NotVettedNotice />
      ) : (
        <BoardResults
          board={board}
          filters={filters}
          onChange={change}
          detailHref={(job) => paths.agencyJob(lang, job._id)}
          linkState={{ boardSearch: key }}
          labels={labels}
        />
      )}
    </>
  );
}
