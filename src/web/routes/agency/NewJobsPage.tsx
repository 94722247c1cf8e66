import { useCallback, useMemo } from 'react';
import { Alert, Button } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { VettingStatus } from '#web/features/my-agency/components/VettingStatus';
import { useSession } from '#web/features/auth/api';
import { activeFilterCount, boardApiQuery, EMPTY_FILTERS, readBoardFilters, writeBoardFilters } from '#web/features/job-board/filters';
import { BoardFilterPanel } from '#web/features/job-board/components/BoardFilterPanel';
import { EmptyState } from '#web/features/job-board/components/EmptyState';
import { JobBoardList } from '#web/features/job-board/components/JobBoardList';
import { NotVettedNotice } from '#web/features/job-board/components/NotVettedNotice';
import { useJobBoard } from '#web/features/job-board/api';
import type { BoardFilters } from '#web/features/job-board/filters';
import { useContractTypes, useMetaFields } from '#web/features/reference/api';
import { apiErrorText } from '#web/i18n/messages';
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
  const labels = { contractTypes: contractTypes.data, fields: fields.data };

  const change = useCallback(
    (patch: Partial<BoardFilters>) =>
      setSearchParams((current) => writeBoardFilters({ ...readBoardFilters(current), ...patch })),
    [setSearchParams],
  );
  const notVetted = isApiError(board.error) && board.error.code === 'AGENCY_NOT_VETTED';
  const filtered = activeFilterCount(filters) > 0;

  let content;
  if (notVetted) content = <NotVettedNotice />;
  else if (board.isError) content = <Alert severity="error">{apiErrorText(t, board.error)}</Alert>;
  else if (board.data && board.data.total === 0) {
    content = filtered ? (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('jobBoard.board.noMatchTitle')}
        text={t('jobBoard.board.noMatchText')}
        action={
          <Button sx={{ mt: 2 }} variant="outlined" onClick={() => change({ ...EMPTY_FILTERS })}>
            {t('jobBoard.filter.reset')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<WorkOutlineIcon />}
        title={t('jobBoard.board.emptyTitle')}
        text={t('jobBoard.board.emptyText')}
      />
    );
  } else {
    content = (
      <JobBoardList
        items={board.data?.items ?? []}
        total={board.data?.total ?? 0}
        loading={board.isFetching}
        filters={filters}
        onChange={change}
        detailHref={(job) => paths.agencyJob(lang, job._id)}
        linkState={{ boardSearch: key }}
        labels={labels}
      />
    );
  }

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
      {/* The agency's vetting and permit (issue #6). */}
      <VettingStatus />
      {notVetted ? null : (
        <BoardFilterPanel
          filters={filters}
          onApply={(values) => change({ ...values, page: 0 })}
          contractTypes={contractTypes.data}
          fields={fields.data}
        />
      )}
      {content}
    </>
  );
}
