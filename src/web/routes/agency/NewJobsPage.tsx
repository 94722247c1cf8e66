import { useCallback, useMemo } from 'react';
import { Alert, Button } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { VettingStatus } from '../../features/agency-profile';
import { useSession } from '../../features/auth/api';
import {
  activeFilterCount,
  BoardFilterPanel,
  boardApiQuery,
  EMPTY_FILTERS,
  EmptyState,
  JobBoardList,
  NotVettedNotice,
  readBoardFilters,
  useJobBoard,
  writeBoardFilters,
} from '../../features/job-board';
import type { BoardFilters } from '../../features/job-board';
import { useContractTypes, useMetaFields } from '../../features/reference/api';
import { apiErrorText } from '../../i18n/messages';
import { useLanguage } from '../../i18n/useLanguage';
import { isApiError } from '../../lib/api-client';

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
