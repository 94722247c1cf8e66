import { Box, Chip, LinearProgress, Stack, TablePagination } from '@mui/material';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENCY_APPLICATION_FILTERS } from '#shared/contracts/job-board';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { ApplicationList } from '#web/features/job-board/components/ApplicationList';
import { EmptyState } from '#web/features/job-board/components/EmptyState';
import { useApplications } from '#web/features/job-board/api';
import type { ApplicationFilter } from '#web/features/job-board/api';
import { QueryState } from '#web/components/query-state/QueryState';
import { useDisplayedRows } from '#web/components/data-table/ListPagination';
import { useLanguage } from '#web/i18n/useLanguage';

const PAGE_SIZES = [10, 25, 50];

/** /{lang}/agency/applied-jobs: the agency's applications, newest first, by state; withdraw while open. */
export default function AppliedJobsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('nav.appliedJobs'));
  const [params, setParams] = useSearchParams();
  const state = (AGENCY_APPLICATION_FILTERS as readonly string[]).includes(
    params.get('state') ?? '',
  )
    ? (params.get('state') as ApplicationFilter)
    : 'all';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const pageSize = PAGE_SIZES.includes(Number(params.get('pageSize')))
    ? Number(params.get('pageSize'))
    : PAGE_SIZES[0]!;
  const applications = useApplications({ state, page, pageSize });
  const displayedRows = useDisplayedRows(
    'jobBoard.board.displayed',
    applications.data?.totalCapped,
  );
  const update = (patch: Record<string, string | number>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (
          value === '' ||
          value === 0 ||
          value === 'all' ||
          (key === 'pageSize' && value === PAGE_SIZES[0])
        )
          next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });

  return (
    <>
      <PageHeader title={t('nav.appliedJobs')} subtitle={t('pages.appliedJobs.intro')} />
      <Stack
        direction="row"
        role="group"
        aria-label={t('jobBoard.applications.filterLabel')}
        sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        {AGENCY_APPLICATION_FILTERS.map((filter) => (
          <Chip
            key={filter}
            label={filter === 'all' ? t('jobBoard.filter.all') : t(`jobBoard.states.${filter}`)}
            color={state === filter ? 'primary' : 'default'}
            variant={state === filter ? 'filled' : 'outlined'}
            aria-pressed={state === filter}
            onClick={() => update({ state: filter, page: 0 })}
            sx={{ minHeight: 36 }}
          />
        ))}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {applications.isFetching && applications.data ? (
          <LinearProgress aria-label={t('layout.loading')} />
        ) : null}
      </Box>
      <QueryState
        query={applications}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<WorkHistoryIcon />}
            title={
              state === 'all'
                ? t('pages.appliedJobs.emptyTitle')
                : t('jobBoard.applications.noneInState')
            }
            text={
              state === 'all'
                ? t('pages.appliedJobs.emptyText')
                : t('jobBoard.applications.noneInStateText')
            }
          />
        }
      >
        {(data) => (
          <>
            <ApplicationList
              items={data.items}
              requestHref={(application) =>
                application.request.state === 'external_adv'
                  ? paths.agencyJob(lang, application.request._id)
                  : null
              }
              label={t('nav.appliedJobs')}
            />
            <TablePagination
              component="div"
              count={data.total}
              page={Math.min(page, Math.max(0, Math.ceil(data.total / pageSize) - 1))}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, next) => update({ page: next })}
              onRowsPerPageChange={(event) =>
                update({ pageSize: Number(event.target.value), page: 0 })
              }
              labelRowsPerPage={t('jobBoard.board.perPage')}
              labelDisplayedRows={displayedRows}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
