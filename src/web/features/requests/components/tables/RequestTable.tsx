import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { RequestGroup } from '#shared/request-states';
import { ListPagination } from '#web/components/data-table/ListPagination';
import { useRowSelection } from '#web/components/data-table/useRowSelection';
import { visuallyHidden } from '#web/components/layout/visually-hidden';
import { apiErrorText } from '#web/i18n/messages';
import { useRequests } from '../../api';
import { DeleteNotice } from './DeleteNotice';
import { DeleteRequestsDialog } from './DeleteRequestsDialog';
import type { DeletableRequest, DeleteResult } from './DeleteRequestsDialog';
import { RequestCardList } from './RequestCardList';
import type { Direction, RequestRowsProps, SortField } from './RequestRowControls';
import { RequestRowsTable } from './RequestRowsTable';
import { useExpandedRows } from './useExpandedRows';

const PAGE_SIZES = [10, 25, 50] as const;

/**
 * One of the three request tables of spec 001 section 2 (confirmation, external requests, open
 * shifts), paged and sorted by the server: checkable rows with a bulk delete, expandable rows
 * and 'show all details', sorting by title and date both ways, the first three applicants.
 * A table from lg up; stacked cards below, so the page never scrolls sideways.
 */
export function RequestTable({
  group,
  title,
  description,
  headingLevel = 'h2',
  titleHidden = false,
  onDeleted,
}: {
  group: RequestGroup;
  title: string;
  description?: string;
  headingLevel?: 'h2' | 'h3';
  /** The page or tab already shows the title: keep it for screen readers only. */
  titleHidden?: boolean;
  /** After a delete; without it the table stays and shows what happened. */
  onDeleted?: (result: DeleteResult) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // With the 260 px sidebar, the seven columns fit from lg; below, stacked cards.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [sort, setSort] = useState<SortField>('date');
  const [direction, setDirection] = useState<Direction>('asc');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const expanded = useExpandedRows();
  const [toDelete, setToDelete] = useState<DeletableRequest[]>([]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [notice, setNotice] = useState<DeleteResult | null>(null);

  const list = useRequests({ group, sort, direction, page, pageSize });
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);
  const selection = useRowSelection(
    rows,
    (row) => row._id,
    (row) => row.title,
  );

  const sortBy = (field: SortField) => {
    if (sort === field) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(field);
      setDirection('asc');
    }
    setPage(0);
  };

  const askDelete = (requests: DeletableRequest[]) => {
    setToDelete(requests);
    setDeleteOpen(true);
  };
  const afterDelete = (result: DeleteResult) => {
    const gone = new Set([...result.deleted, ...result.cancelled]);
    selection.remove(gone);
    // The last row of the last page went: step back a page.
    if (rows.length > 0 && rows.every((row) => gone.has(row._id)) && page > 0) setPage(page - 1);
    if (onDeleted) onDeleted(result);
    else setNotice(result);
  };

  const count = selection.count;
  const Heading = headingLevel;

  let status: ReactNode = null;
  if (loading && rows.length === 0) {
    status = t('requests.table.loading');
  } else if (!list.error && rows.length === 0) {
    status = t(`requests.groups.${group}.empty`);
  }

  const rowsProps: RequestRowsProps = {
    rows,
    status,
    headingId,
    loading,
    group,
    selection,
    sorting: { sort, direction, sortBy },
    expanded,
    onDelete: askDelete,
  };
  const body = wide ? <RequestRowsTable {...rowsProps} /> : <RequestCardList {...rowsProps} />;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1.5,
          ...(count > 0 && { bgcolor: 'action.selected' }),
        }}
      >
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography
            variant="h6"
            component={Heading}
            id={headingId}
            sx={titleHidden ? visuallyHidden : undefined}
          >
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Box>
        {count > 0 ? (
          <Button
            color="error"
            variant="contained"
            size="small"
            startIcon={<DeleteIcon />}
            onClick={() =>
              askDelete(
                [...selection.selected].map(([_id, rowTitle]) => ({ _id, title: rowTitle })),
              )
            }
          >
            {t('requests.table.deleteSelected', { count })}
          </Button>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={expanded.showAll}
              onChange={(event) => expanded.setShowAll(event.target.checked)}
              size="small"
            />
          }
          label={t('requests.table.showAllDetails')}
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
        />
      </Stack>
      {notice ? (
        <DeleteNotice result={notice} onClose={() => setNotice(null)} sx={{ mx: 2, mb: 1 }} />
      ) : null}
      {list.error ? (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {apiErrorText(t, list.error)}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {list.isFetching && rows.length > 0 ? (
          <LinearProgress aria-label={t('requests.table.loading')} />
        ) : null}
      </Box>
      {body}
      <ListPagination
        count={total}
        capped={list.data?.totalCapped}
        page={page}
        pageSize={pageSize}
        onChange={(patch) => {
          if (patch.pageSize !== undefined) setPageSize(patch.pageSize);
          setPage(patch.page);
        }}
        pageSizes={PAGE_SIZES}
        texts="requests.table"
      />
      <DeleteRequestsDialog
        open={deleteOpen}
        requests={toDelete}
        onClose={() => setDeleteOpen(false)}
        onDeleted={afterDelete}
      />
    </Paper>
  );
}
