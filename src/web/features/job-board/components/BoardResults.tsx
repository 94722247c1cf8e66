import { Button } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { useTranslation } from 'react-i18next';
import type { JobBoardItem } from '#shared/contracts/job-board';
import { QueryState, type QueryLike } from '#web/components/query-state/QueryState';
import { activeFilterCount, EMPTY_FILTERS } from '../filters';
import { EmptyState } from './EmptyState';
import { JobBoardList, type JobBoardListProps } from './JobBoardList';

/**
 * The board's requests for the filters: loading and errors through QueryState, and when
 * nothing matches, a way back to all requests if a filter is the reason.
 */
export function BoardResults({
  board,
  ...list
}: Omit<JobBoardListProps, 'items' | 'total' | 'totalCapped' | 'loading'> & {
  board: QueryLike<{ items: JobBoardItem[]; total: number; totalCapped?: true }>;
}) {
  const { filters, onChange } = list;
  const { t } = useTranslation();
  const empty =
    activeFilterCount(filters) > 0 ? (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('jobBoard.board.noMatchTitle')}
        text={t('jobBoard.board.noMatchText')}
        action={
          <Button sx={{ mt: 2 }} variant="outlined" onClick={() => onChange({ ...EMPTY_FILTERS })}>
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
  return (
    <QueryState query={board} isEmpty={(data) => data.total === 0} empty={empty}>
      {(data) => (
        <JobBoardList
          items={data.items}
          total={data.total}
          totalCapped={data.totalCapped}
          loading={board.isFetching}
          {...list}
        />
      )}
    </QueryState>
  );
}
