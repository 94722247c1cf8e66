import { Fragment } from 'react';
import {
  Box,
  Collapse,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectPageCheckbox } from '#web/components/data-table/SelectPageCheckbox';
import { visuallyHidden } from '#web/components/layout/visually-hidden';
import {
  detailsId,
  ExpandButton,
  RowActions,
  RowCheckbox,
  SortLabel,
  TitleLink,
} from './RequestRowControls';
import type { RequestRowsProps } from './RequestRowControls';
import {
  ApplicantsSummary,
  FirstShift,
  MissingValue,
  RequestDetails,
  StateChip,
} from './RequestParts';

const headSx = { fontWeight: 700, whiteSpace: 'nowrap' } as const;
const columnCount = 7;

/** The request table's wide layout: seven columns, each row with a collapsible details row. */
export function RequestRowsTable({
  rows,
  status,
  headingId,
  loading,
  group,
  selection,
  sorting,
  expanded,
  onDelete,
}: RequestRowsProps) {
  const { t } = useTranslation();
  const { sort, direction } = sorting;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={headingId} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <SelectPageCheckbox selection={selection} label={t('requests.table.selectAll')} />
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
              <SortLabel sorting={sorting} field="title" label={t('requests.table.title')} />
            </TableCell>
            <TableCell sortDirection={sort === 'date' ? direction : false} sx={headSx}>
              <SortLabel sorting={sorting} field="date" label={t('requests.table.date')} />
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
              const open = expanded.isOpen(row._id);
              return (
                <Fragment key={row._id}>
                  <TableRow
                    hover
                    selected={selection.isSelected(row._id)}
                    sx={{ '& > td': { borderBottom: open ? 0 : undefined, verticalAlign: 'top' } }}
                  >
                    <TableCell padding="checkbox">
                      <RowCheckbox row={row} selection={selection} />
                    </TableCell>
                    <TableCell padding="checkbox" sx={{ pt: 0.5 }}>
                      <ExpandButton row={row} headingId={headingId} expanded={expanded} />
                    </TableCell>
                    <TableCell sx={{ pt: 1.25, minWidth: 180 }}>
                      <TitleLink row={row} />
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
                      <RowActions row={row} group={group} onDelete={onDelete} />
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={columnCount} sx={{ py: 0, ...(open ? {} : { border: 0 }) }}>
                      <Collapse in={open} unmountOnExit id={detailsId(headingId, row)}>
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
  );
}
