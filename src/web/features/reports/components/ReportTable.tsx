import { useId, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '#web/components/data-table/ListPagination';
import { useLanguage } from '#web/i18n/useLanguage';
import { csvFileName, downloadCsv, toCsv } from '../csv';
import type { CsvCell } from '../csv';
import type { Period } from '../period';

export interface ReportColumn<Row> {
  id: string;
  label: string;
  numeric?: boolean;
  /** What the cell shows, formatted for the reader's language. */
  display: (row: Row) => string;
  /** What the column sorts on and the CSV holds: plain numbers (euros, not cents) or text. */
  value: (row: Row) => CsvCell;
  /** The CSV's header when its plain numbers need their unit named: "Fill rate in %". */
  csvLabel?: string;
}

export interface ReportTableProps<Row> {
  title: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The CSV's name before the period, e.g. "fill-by-month". */
  csvName: string;
  period: Period;
  /** Column headers become sort buttons. */
  sortable?: boolean;
  /** A last row (totals), kept at the bottom whatever the sort. */
  footer?: Row;
  /** Long tables (a pool's members) show this many rows a page; the CSV holds them all. */
  pageSize?: number;
}

type Sort = { id: string; direction: 'asc' | 'desc' } | null;

function compare(a: CsvCell, b: CsvCell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/**
 * A report table: the accessible alternative to its chart and the source of its CSV, which
 * holds the same columns and rows (and the footer) as the table shows.
 */
export function ReportTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  csvName,
  period,
  sortable,
  footer,
  pageSize,
}: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const [sort, setSort] = useState<Sort>(null);
  const [paging, setPaging] = useState({ page: 0, size: pageSize ?? 0 });

  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.id === sort.id);
    if (!column || !sort) return rows;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(column.value(a), column.value(b)));
  }, [rows, columns, sort]);

  // Past the last page (fewer rows after a new filter): the last page that has rows.
  const pages = paging.size ? Math.max(1, Math.ceil(sorted.length / paging.size)) : 1;
  const page = Math.min(paging.page, pages - 1);
  const visible = paging.size ? sorted.slice(page * paging.size, (page + 1) * paging.size) : sorted;

  const exportCsv = () => {
    const body = [...sorted, ...(footer ? [footer] : [])];
    const lines = [
      columns.map((column) => column.csvLabel ?? column.label),
      ...body.map((row) => columns.map((column) => column.value(row))),
    ];
    downloadCsv(csvFileName(csvName, period), toCsv(lines, lang));
  };

  const toggle = (id: string, numeric?: boolean) => {
    setPaging((current) => ({ ...current, page: 0 }));
    setSort((current) =>
      current?.id === id
        ? { id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : // Figures are read largest first; names from A.
          { id, direction: numeric ? 'desc' : 'asc' },
    );
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          aria-label={t('reports.csv.button', { table: title })}
        >
          {t('reports.csv.short')}
        </Button>
      </Stack>
      <TableContainer
        // Wide tables scroll sideways on a phone; the region takes focus so a keyboard can scroll it.
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.id === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.numeric ? 'right' : 'left'}
                    aria-sort={
                      active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : column.numeric ? 'desc' : 'asc'}
                        onClick={() => toggle(column.id, column.numeric)}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...visible, ...(footer ? [footer] : [])].map((row, index) => {
              const total = footer !== undefined && index === visible.length;
              return (
                <TableRow key={total ? 'total' : rowKey(row)}>
                  {columns.map((column, columnIndex) => (
                    <TableCell
                      key={column.id}
                      component={columnIndex === 0 ? 'th' : 'td'}
                      scope={columnIndex === 0 ? 'row' : undefined}
                      align={column.numeric ? 'right' : 'left'}
                      sx={{ whiteSpace: 'nowrap', fontWeight: total ? 600 : undefined }}
                    >
                      {column.display(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {pageSize && rows.length > pageSize ? (
        <ListPagination
          count={sorted.length}
          page={page}
          pageSize={paging.size}
          pageSizes={[pageSize, pageSize * 2, pageSize * 5]}
          onChange={(patch) =>
            setPaging((current) => ({ page: patch.page, size: patch.pageSize ?? current.size }))
          }
          texts="requests.table"
        />
      ) : null}
    </Box>
  );
}
