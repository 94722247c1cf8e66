import { Fragment, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffRequest } from '../../../../../shared/contracts/requests';
import type { RequestGroup } from '../../../../../shared/request-states';
import { paths } from '../../../../app/paths';
import { ListPagination } from '../../../../components/data-table/ListPagination';
import { visuallyHidden } from '../../../../components/layout/visuallyHidden';
import { apiErrorText } from '../../../../i18n/messages';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useRequests } from '../../api';
import { DeleteNotice } from './DeleteNotice';
import { DeleteRequestsDialog } from './DeleteRequestsDialog';
import type { DeletableRequest, DeleteResult } from './DeleteRequestsDialog';
import {
  ApplicantsSummary,
  FirstShift,
  MissingValue,
  RequestDetails,
  StateChip,
} from './RequestParts';

type SortField = 'title' | 'date';
type Direction = 'asc' | 'desc';

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
  const lang = useLanguage();
  const headingId = useId();
  // With the 260 px sidebar, the seven columns fit from lg; below, stacked cards.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [sort, setSort] = useState<SortField>('date');
  const [direction, setDirection] = useState<Direction>('asc');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  // 'Show all details' opens every row; a row toggled by hand differs from that setting.
  const [showAll, setShowAll] = useState(false);
  const [toggled, setToggled] = useState<Set<string>>(() => new Set());
  const [checked, setChecked] = useState<Map<string, string>>(() => new Map());
  const [toDelete, setToDelete] = useState<DeletableRequest[]>([]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [notice, setNotice] = useState<DeleteResult | null>(null);

  const list = useRequests({ group, sort, direction, page, pageSize });
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);

  const isOpen = (id: string) => showAll !== toggled.has(id);
  const toggleRow = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const setShowAllRows = (value: boolean) => {
    setShowAll(value);
    setToggled(new Set());
  };

  const pageIds = rows.map((row) => row._id);
  const checkedOnPage = pageIds.filter((id) => checked.has(id)).length;
  const allOnPage = pageIds.length > 0 && checkedOnPage === pageIds.length;
  const toggleChecked = (row: StaffRequest) =>
    setChecked((current) => {
      const next = new Map(current);
      if (next.has(row._id)) next.delete(row._id);
      else next.set(row._id, row.title);
      return next;
    });
  const togglePage = () =>
    setChecked((current) => {
      const next = new Map(current);
      if (allOnPage) for (const id of pageIds) next.delete(id);
      else for (const row of rows) next.set(row._id, row.title);
      return next;
    });

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
    setChecked((current) => new Map([...current].filter(([id]) => !gone.has(id))));
    // The last row of the last page went: step back a page.
    if (rows.length > 0 && rows.every((row) => gone.has(row._id)) && page > 0) setPage(page - 1);
    if (onDeleted) onDeleted(result);
    else setNotice(result);
  };

  const count = checked.size;
  const Heading = headingLevel;

  const sortLabel = (field: SortField, label: string) => (
    <TableSortLabel
      active={sort === field}
      direction={sort === field ? direction : 'asc'}
      onClick={() => sortBy(field)}
    >
      {label}
    </TableSortLabel>
  );

  const rowActions = (row: StaffRequest) => (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {group === 'open' ? (
        <Tooltip title={t('requests.table.edit')}>
          <IconButton
            component={RouterLink}
            to={paths.createJob(lang, row._id)}
            aria-label={t('requests.table.editOf', { title: row.title })}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t('requests.delete.confirm')}>
        <IconButton
          onClick={() => askDelete([{ _id: row._id, title: row.title }])}
          aria-label={t('requests.table.deleteOf', { title: row.title })}
          size="small"
          color="error"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );

  const expandButton = (row: StaffRequest) => {
    const open = isOpen(row._id);
    return (
      <IconButton
        size="small"
        onClick={() => toggleRow(row._id)}
        aria-expanded={open}
        aria-controls={`${headingId}-details-${row._id}`}
        aria-label={t(open ? 'requests.table.hideDetailsOf' : 'requests.table.showDetailsOf', {
          title: row.title,
        })}
      >
        <KeyboardArrowDownIcon
          fontSize="small"
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </IconButton>
    );
  };

  const checkbox = (row: StaffRequest) => (
    <Checkbox
      checked={checked.has(row._id)}
      onChange={() => toggleChecked(row)}
      slotProps={{ input: { 'aria-label': t('requests.table.selectRow', { title: row.title }) } }}
    />
  );

  const titleLink = (row: StaffRequest) => (
    <Link
      component={RouterLink}
      to={paths.requestDetail(lang, row._id)}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {row.title}
    </Link>
  );

  let status: ReactNode = null;
  if (loading && rows.length === 0) {
    status = t('requests.table.loading');
  } else if (!list.error && rows.length === 0) {
    status = t(`requests.groups.${group}.empty`);
  }

  const columnCount = 7;
  const body = wide ? (
    <TableContainer>
      <Table size="small" aria-labelledby={headingId} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                indeterminate={checkedOnPage > 0 && !allOnPage}
                checked={allOnPage}
                disabled={pageIds.length === 0}
                onChange={togglePage}
                slotProps={{ input: { 'aria-label': t('requests.table.selectAll') } }}
              />
            </TableCell>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('requests.table.details')}
              </Box>
            </TableCell>
            <TableCell
              sortDirection={sort === 'title' ? direction : false}
              sx={{ ...headSx, width: '34%' }}
            >
              {sortLabel('title', t('requests.table.title'))}
            </TableCell>
            <TableCell sortDirection={sort === 'date' ? direction : false} sx={headSx}>
              {sortLabel('date', t('requests.table.date'))}
            </TableCell>
            <TableCell sx={headSx}>{t('requests.table.department')}</TableCell>
            <TableCell sx={headSx}>{t('requests.table.applicants')}</TableCell>
            <TableCell sx={headSx} align="right">
              {t('requests.table.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {status ? (
            <TableRow>
              <TableCell
                colSpan={columnCount}
                role="status"
                sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
              >
                {status}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const open = isOpen(row._id);
              return (
                <Fragment key={row._id}>
                  <TableRow
                    hover
                    selected={checked.has(row._id)}
                    sx={{ '& > td': { borderBottom: open ? 0 : undefined, verticalAlign: 'top' } }}
                  >
                    <TableCell padding="checkbox">{checkbox(row)}</TableCell>
                    <TableCell padding="checkbox" sx={{ pt: 0.5 }}>
                      {expandButton(row)}
                    </TableCell>
                    <TableCell sx={{ pt: 1.25, minWidth: 180 }}>
                      {titleLink(row)}
                      <Box sx={{ mt: 0.75 }}>
                        <StateChip state={row.state} />
                      </Box>
                    </TableCell>
                    <TableCell sx={{ pt: 1.25, whiteSpace: 'nowrap' }}>
                      <FirstShift request={row} />
                    </TableCell>
                    <TableCell sx={{ pt: 1.25, minWidth: 120 }}>
                      <MissingValue value={row.orig_dept?.name} kind="department" />
                      <Typography variant="body2" color="text.secondary">
                        <MissingValue value={row.organisation.name} kind="organisation" />
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ pt: 1.25, minWidth: 150 }}>
                      <ApplicantsSummary request={row} />
                    </TableCell>
                    <TableCell align="right" sx={{ pt: 0.5 }}>
                      {rowActions(row)}
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={columnCount} sx={{ py: 0, ...(open ? {} : { border: 0 }) }}>
                      <Collapse in={open} unmountOnExit id={`${headingId}-details-${row._id}`}>
                        <Box sx={{ pl: 11, pb: 2 }}>
                          <RequestDetails request={row} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  ) : (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 2,
          px: 0.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          indeterminate={checkedOnPage > 0 && !allOnPage}
          checked={allOnPage}
          disabled={pageIds.length === 0}
          onChange={togglePage}
          slotProps={{ input: { 'aria-label': t('requests.table.selectAll') } }}
        />
        <Typography variant="body2" color="text.secondary" component="span">
          {t('requests.table.sortBy')}
        </Typography>
        {sortLabel('date', t('requests.table.date'))}
        {sortLabel('title', t('requests.table.title'))}
      </Stack>
      {status ? (
        <Box role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {status}
        </Box>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row._id}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                px: 0.5,
                py: 1,
                bgcolor: checked.has(row._id) ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
                {checkbox(row)}
                <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
                  {titleLink(row)}
                  <Box sx={{ mt: 0.5, typography: 'body2' }}>
                    <FirstShift request={row} />
                  </Box>
                  <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.25 }}>
                    <MissingValue value={row.orig_dept?.name} kind="department" />
                    {' · '}
                    <MissingValue value={row.organisation.name} kind="organisation" />
                  </Box>
                  <Box sx={{ mt: 1 }}>
                    <ApplicantsSummary request={row} />
                  </Box>
                </Box>
                {expandButton(row)}
              </Stack>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 5.25, pr: 0.5 }}
              >
                <StateChip state={row.state} />
                {rowActions(row)}
              </Stack>
              <Collapse in={isOpen(row._id)} unmountOnExit id={`${headingId}-details-${row._id}`}>
                <Box sx={{ pl: 5.25, pr: 1, pt: 1 }}>
                  <RequestDetails request={row} />
                </Box>
              </Collapse>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );

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
              askDelete([...checked].map(([_id, rowTitle]) => ({ _id, title: rowTitle })))
            }
          >
            {t('requests.table.deleteSelected', { count })}
          </Button>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={showAll}
              onChange={(event) => setShowAllRows(event.target.checked)}
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

const headSx = { fontWeight: 700, whiteSpace: 'nowrap' } as const;
