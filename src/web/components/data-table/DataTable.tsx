import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  IconButton,
  InputAdornment,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { visuallyHidden } from '#web/components/layout/visually-hidden';
import { ListPagination } from './ListPagination';
import { lastPage, sortByColumn } from './list-query';
import type { ListQuery } from './list-query';
import { SelectPageCheckbox } from './SelectPageCheckbox';
import { useDebouncedValue } from './useDebouncedValue';
import { useRowSelection } from './useRowSelection';

export interface DataTableColumn<T> {
  /** The column's id; also the server's sort field when sortable. */
  id: string;
  label: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  /** Hidden on screens narrower than this breakpoint (phones: 'sm', small tablets: 'md'). */
  hideBelow?: 'sm' | 'md';
}

export interface DataTableProps<T extends { id: string }> {
  title: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  total: number;
  /** The server stopped counting at `total`: there are more rows. */
  totalCapped?: boolean;
  loading: boolean;
  /** A failed load, shown in an alert above the table. */
  error?: unknown;
  query: ListQuery;
  onQueryChange: (patch: Partial<ListQuery>) => void;
  /** The row's name in the delete confirmation and in its checkbox label. */
  getRowLabel: (row: T) => string;
  detailsHref?: (row: T) => string;
  /** Router state passed with the details links (e.g. to return to the list as it was). */
  detailsState?: unknown;
  addHref?: string;
  onAdd?: () => void;
  /** Accessible name of the add button ('Add' when absent). */
  addLabel?: string;
  /** Without it there is no selection column and no delete button (read-only lists). */
  onDelete?: (ids: string[]) => Promise<void>;
  emptyText?: string;
}

const hidden = {
  sm: { display: { xs: 'none', sm: 'table-cell' } },
  md: { display: { xs: 'none', md: 'table-cell' } },
} as const;

/**
 * A server-paged list (spec 000 'Common table behaviour'): select-all checkbox, sortable
 * headers, debounced search, add or delete (with confirmation), 'N selected', page control
 * and a 'View Details' link per row. The page, sort and search live in the caller's query
 * (useListQuery keeps them in the URL); the selection survives paging.
 */
export function DataTable<T extends { id: string }>({
  title,
  columns,
  rows,
  total,
  totalCapped,
  loading,
  error,
  query,
  onQueryChange,
  getRowLabel,
  detailsHref,
  detailsState,
  addHref,
  onAdd,
  addLabel,
  onDelete,
  emptyText,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const selectable = onDelete !== undefined;
  const selection = useRowSelection(rows, (row) => row.id, getRowLabel);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);

  // The search box: typed text is sent 300 ms after the last key, starting again on page 0.
  const [searchText, setSearchText] = useState(query.search);
  const [lastQuerySearch, setLastQuerySearch] = useState(query.search);
  if (query.search !== lastQuerySearch) {
    // The URL changed the search (back button, a link): show it in the box.
    setLastQuerySearch(query.search);
    setSearchText(query.search);
  }
  const debouncedSearch = useDebouncedValue(searchText, 300);
  useEffect(() => {
    if (debouncedSearch.trim() !== query.search.trim()) {
      onQueryChange({ search: debouncedSearch.trim(), page: 0 });
    }
    // Only a pause in typing sends the search; a change of the query alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  // After deleting the last rows of the last page, step back to a page that has rows.
  const maxPage = lastPage(total, query.pageSize);
  useEffect(() => {
    if (!loading && query.page > maxPage) onQueryChange({ page: maxPage });
  }, [loading, query.page, maxPage, onQueryChange]);

  const confirmDelete = async () => {
    if (!onDelete) return;
    const ids = [...selection.selected.keys()];
    setConfirmOpen(false);
    selection.clear();
    setDeleteError(null);
    setDeleting(true);
    try {
      await onDelete(ids);
    } catch (cause) {
      setDeleteError(cause);
    } finally {
      setDeleting(false);
    }
  };

  const columnCount = columns.length + (selectable ? 1 : 0) + (detailsHref ? 1 : 0);
  const count = selection.count;
  const addName = addLabel ?? t('admin.table.add');

  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} sx={{ py: 4, textAlign: 'center' }} role="status">
          {t('admin.table.loading')}
        </TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell
          colSpan={columnCount}
          sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
        >
          {query.search
            ? t('admin.table.noMatch', { search: query.search })
            : (emptyText ?? t('admin.table.empty'))}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => {
      const isSelected = selection.isSelected(row.id);
      const label = getRowLabel(row);
      return (
        <TableRow
          key={row.id}
          hover
          selected={isSelected}
          aria-selected={selectable ? isSelected : undefined}
        >
          {selectable ? (
            <TableCell padding="checkbox">
              <Checkbox
                checked={isSelected}
                onChange={() => selection.toggle(row)}
                slotProps={{ input: { 'aria-label': t('admin.table.selectRow', { label }) } }}
              />
            </TableCell>
          ) : null}
          {columns.map((column) => (
            <TableCell key={column.id} sx={column.hideBelow ? hidden[column.hideBelow] : undefined}>
              {column.render(row)}
            </TableCell>
          ))}
          {detailsHref ? (
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link
                component={RouterLink}
                to={detailsHref(row)}
                state={detailsState}
                aria-label={t('admin.table.viewDetailsOf', { label })}
                sx={{ fontWeight: 600 }}
              >
                {t('admin.table.viewDetails')}
              </Link>
            </TableCell>
          ) : null}
        </TableRow>
      );
    });
  }

  let action: ReactNode = null;
  if (selectable && count > 0) {
    action = (
      <Tooltip title={t('admin.table.delete')}>
        <IconButton
          onClick={() => setConfirmOpen(true)}
          aria-label={t('admin.table.delete')}
          color="error"
          disabled={deleting}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    );
  } else if (addHref) {
    action = (
      <Tooltip title={addName}>
        <IconButton component={RouterLink} to={addHref} aria-label={addName} color="primary">
          <AddIcon />
        </IconButton>
      </Tooltip>
    );
  } else if (onAdd) {
    action = (
      <Tooltip title={addName}>
        <IconButton onClick={onAdd} aria-label={addName} color="primary">
          <AddIcon />
        </IconButton>
      </Tooltip>
    );
  }

  const labels = [...selection.selected.values()];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Toolbar
        sx={{
          flexWrap: 'wrap',
          gap: 1.5,
          py: 1.5,
          px: { xs: 1.5, sm: 2 },
          ...(count > 0 && { bgcolor: 'action.selected' }),
        }}
      >
        <Typography
          variant="h6"
          component="h2"
          sx={{ flex: '1 1 auto', minWidth: 0 }}
          aria-live="polite"
        >
          {count > 0 ? t('admin.table.selected', { count }) : title}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('admin.table.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ width: { xs: '100%', sm: 260 }, order: { xs: 3, sm: 0 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200 },
          }}
        />
        {action}
      </Toolbar>
      {error || deleteError ? (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 1 }}
          onClose={deleteError ? () => setDeleteError(null) : undefined}
        >
          {apiErrorText(t, deleteError ?? error)}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {(loading && rows.length > 0) || deleting ? (
          <LinearProgress aria-label={t('admin.table.loading')} />
        ) : null}
      </Box>
      {/* Positioned, so it also clips the hidden column names (position: absolute): else they
          reach past a 320 px page. */}
      <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table
          aria-label={title}
          aria-busy={loading}
          size="small"
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              {selectable ? (
                <TableCell padding="checkbox">
                  <SelectPageCheckbox selection={selection} label={t('admin.table.selectAll')} />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const active = column.sortable && query.sort === column.id;
                return (
                  <TableCell
                    key={column.id}
                    sortDirection={active ? query.direction : false}
                    sx={{
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                      ...(column.hideBelow ? hidden[column.hideBelow] : {}),
                    }}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? query.direction : 'asc'}
                        onClick={() => {
                          const next = sortByColumn(query, column.id);
                          onQueryChange({ sort: next.sort, direction: next.direction, page: 0 });
                        }}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
              {detailsHref ? (
                <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('admin.table.viewDetails')}
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        count={total}
        capped={totalCapped}
        page={Math.min(query.page, maxPage)}
        pageSize={query.pageSize}
        onChange={onQueryChange}
        texts="admin.table"
      />
      <ConfirmDialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        exitMs={500}
        title={t('admin.table.confirmTitle')}
        text={
          <>
            {t('admin.table.confirmText')}{' '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {labels.join(', ')}
            </Box>
          </>
        }
        cancelLabel={t('admin.table.cancel')}
        confirmLabel={t('admin.table.delete')}
        onConfirm={() => void confirmDelete()}
      />
    </Paper>
  );
}
