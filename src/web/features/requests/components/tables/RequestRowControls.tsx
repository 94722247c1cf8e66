import type { ReactNode } from 'react';
import { Checkbox, IconButton, Link, Stack, TableSortLabel, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffRequest } from '#shared/contracts/requests';
import type { RequestGroup } from '#shared/request-states';
import { paths } from '#web/lib/paths';
import type { RowSelection } from '#web/components/data-table/useRowSelection';
import { useLanguage } from '#web/i18n/useLanguage';
import type { DeletableRequest } from './DeleteRequestsDialog';
import type { ExpandedRows } from './useExpandedRows';

export type SortField = 'title' | 'date';
export type Direction = 'asc' | 'desc';

export interface RequestSorting {
  sort: SortField;
  direction: Direction;
  sortBy: (field: SortField) => void;
}

/** What the wide table and the stacked cards both show and act on. */
export interface RequestRowsProps {
  rows: StaffRequest[];
  /** Loading or empty text in place of the rows. */
  status: ReactNode;
  headingId: string;
  loading: boolean;
  group: RequestGroup;
  selection: RowSelection<StaffRequest>;
  sorting: RequestSorting;
  expanded: ExpandedRows;
  onDelete: (requests: DeletableRequest[]) => void;
}

export function detailsId(headingId: string, row: StaffRequest) {
  return `${headingId}-details-${row._id}`;
}

export function SortLabel({
  sorting: { sort, direction, sortBy },
  field,
  label,
}: {
  sorting: RequestSorting;
  field: SortField;
  label: string;
}) {
  return (
    <TableSortLabel
      active={sort === field}
      direction={sort === field ? direction : 'asc'}
      onClick={() => sortBy(field)}
    >
      {label}
    </TableSortLabel>
  );
}

export function RowActions({
  row,
  group,
  onDelete,
}: {
  row: StaffRequest;
  group: RequestGroup;
  onDelete: (requests: DeletableRequest[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
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
          onClick={() => onDelete([{ _id: row._id, title: row.title }])}
          aria-label={t('requests.table.deleteOf', { title: row.title })}
          size="small"
          color="error"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

export function ExpandButton({
  row,
  headingId,
  expanded,
}: {
  row: StaffRequest;
  headingId: string;
  expanded: ExpandedRows;
}) {
  const { t } = useTranslation();
  const open = expanded.isOpen(row._id);
  return (
    <IconButton
      size="small"
      onClick={() => expanded.toggle(row._id)}
      aria-expanded={open}
      aria-controls={detailsId(headingId, row)}
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
}

export function RowCheckbox({
  row,
  selection,
}: {
  row: StaffRequest;
  selection: RowSelection<StaffRequest>;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={selection.isSelected(row._id)}
      onChange={() => selection.toggle(row)}
      slotProps={{ input: { 'aria-label': t('requests.table.selectRow', { title: row.title }) } }}
    />
  );
}

export function TitleLink({ row }: { row: StaffRequest }) {
  const lang = useLanguage();
  return (
    <Link
      component={RouterLink}
      to={paths.requestDetail(lang, row._id)}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {row.title}
    </Link>
  );
}
