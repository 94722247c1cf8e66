import {
  Box,
  Card,
  CardActionArea,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobBoardItem } from '#shared/contracts/job-board';
import { useDisplayedRows } from '#web/components/data-table/ListPagination';
import { useLanguage } from '#web/i18n/useLanguage';
import { BOARD_PAGE_SIZES } from '../filters';
import type { BoardFilters } from '../filters';
import { formatEuro, formatMoment, shortId } from '../format';
import { contractLabel, fieldLabel, qualificationLabel, type JobLabels } from '../labels';

export type { JobLabels } from '../labels';

/**
 * The short facts of a request: its kind, speciality, who may take it (a nursing shift's
 * qualification, a doctor's grades), contract, accommodation, Ab Sofort, pay.
 */
function JobFacts({ job, labels }: { job: JobBoardItem; labels: JobLabels }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const positions =
    job.kind === 'staff'
      ? qualificationLabel(job, labels, lang)
      : [
          job.facharzt && t('jobBoard.positions.Facharzt'),
          job.assistenzarzt && t('jobBoard.positions.Assistenzarzt'),
        ]
          .filter(Boolean)
          .join(', ');
  const active = job.salary.find((entry) => entry.activity === 'Aktiv');
  const chips = [
    t(`jobBoard.kinds.${job.kind}`),
    fieldLabel(job, labels, lang),
    positions || null,
    contractLabel(job, labels, lang),
    job.accommodation ? t('jobBoard.detail.withAccommodation') : null,
    job.immediate ? t('jobBoard.detail.immediate') : null,
    active ? t('jobBoard.detail.perHour', { amount: formatEuro(active.cost, lang) }) : null,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
      {chips.map((chip) => (
        <Chip key={chip} label={chip} size="small" variant="outlined" />
      ))}
      {job.myApplicationCount > 0 ? (
        <Chip
          size="small"
          color="info"
          label={t('jobBoard.board.myApplications', { count: job.myApplicationCount })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The board's page of requests: a table with the spec's columns (ID, begin, postcode, details)
 * from md, cards on phones; both link to the request's detail, keeping the filter in the URL.
 */
export interface JobBoardListProps {
  items: JobBoardItem[];
  total: number;
  /** The server stopped counting at `total`. */
  totalCapped?: boolean;
  loading: boolean;
  filters: BoardFilters;
  onChange: (patch: Partial<BoardFilters>) => void;
  detailHref: (job: JobBoardItem) => string;
  /** Router state of the detail links (the detail's way back to this page of the board). */
  linkState?: unknown;
  labels: JobLabels;
}

export function JobBoardList({
  items,
  total,
  totalCapped,
  loading,
  filters,
  onChange,
  detailHref,
  linkState,
  labels,
}: JobBoardListProps) {
  const { t } = useTranslation();
  const displayedRows = useDisplayedRows('jobBoard.board.displayed', totalCapped);
  const lang = useLanguage();
  const sortBy = (column: 'begin' | 'postcode') =>
    onChange({
      sort: column,
      direction: filters.sort === column && filters.direction === 'asc' ? 'desc' : 'asc',
      page: 0,
    });
  const sortCell = (column: 'begin' | 'postcode', width: number) => {
    const active = filters.sort === column;
    return (
      <TableCell
        sx={{ fontWeight: 700, width }}
        aria-sort={active ? (filters.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <TableSortLabel
          active={active}
          direction={active ? filters.direction : 'asc'}
          onClick={() => sortBy(column)}
        >
          {t(`jobBoard.board.columns.${column}`)}
        </TableSortLabel>
      </TableCell>
    );
  };
  const place = (job: JobBoardItem) =>
    [job.organisation.postcode, job.organisation.city].filter(Boolean).join(' ');

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>
        {loading ? <LinearProgress aria-label={t('jobBoard.board.loading')} /> : null}
      </Box>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table aria-label={t('jobBoard.board.label')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, width: 120 }}>
                {t('jobBoard.board.columns.id')}
              </TableCell>
              {sortCell('begin', 170)}
              {sortCell('postcode', 160)}
              <TableCell sx={{ fontWeight: 700 }}>{t('jobBoard.board.columns.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((job) => (
              <TableRow key={job._id} hover>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {shortId(job._id)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoment(job.begin, lang, job.organisationTimeZone)}
                  {job.shiftCount > 1 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('jobBoard.board.shifts', { count: job.shiftCount })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{place(job)}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={detailHref(job)}
                    state={linkState}
                    sx={{ fontWeight: 600 }}
                  >
                    {job.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {[job.organisation.name, job.subtitle].filter(Boolean).join(' · ')}
                  </Typography>
                  <JobFacts job={job} labels={labels} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack
        component="ul"
        aria-label={t('jobBoard.board.label')}
        spacing={1.5}
        sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', m: 0, p: 1.5 }}
      >
        {items.map((job) => (
          <Box component="li" key={job._id}>
            <Card variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={detailHref(job)}
                state={linkState}
                sx={{ p: 2 }}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography
                    variant="caption"
                    sx={{ fontFamily: 'monospace' }}
                    color="text.secondary"
                  >
                    {t('jobBoard.board.columns.id')} {shortId(job._id)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {place(job)}
                  </Typography>
                </Stack>
                <Typography
                  sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}
                  color="primary"
                >
                  {job.title}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {job.organisation.name}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('jobBoard.board.beginsAt', {
                    moment: formatMoment(job.begin, lang, job.organisationTimeZone),
                  })}
                  {job.shiftCount > 1
                    ? ` · ${t('jobBoard.board.shifts', { count: job.shiftCount })}`
                    : ''}
                </Typography>
                <JobFacts job={job} labels={labels} />
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Stack>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(filters.page, Math.max(0, Math.ceil(total / filters.pageSize) - 1))}
        rowsPerPage={filters.pageSize}
        rowsPerPageOptions={[...BOARD_PAGE_SIZES]}
        onPageChange={(_event, page) => onChange({ page })}
        onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value), page: 0 })}
        labelRowsPerPage={t('jobBoard.board.perPage')}
        labelDisplayedRows={displayedRows}
      />
    </Paper>
  );
}
