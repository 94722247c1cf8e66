import { useEffect, useState } from 'react';
import {
  Box,
  InputAdornment,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import {
  formatDateTime,
  PAGE_SIZES,
  readListParams,
  sortBy,
  useContactRequests,
  useDebouncedValue,
  writeListParams,
} from '../../features/contact-admin';
import type {
  ContactListLocationState,
  ContactListParams,
  ContactSortField,
} from '../../features/contact-admin';
import { apiErrorText } from '../../i18n/messages';
import { useLanguage } from '../../i18n/useLanguage';

/** Columns marked wide are left out on phones, where date, name and hospital fit. */
type Column = { id: string; sort?: ContactSortField; wide?: boolean };
const COLUMNS: Column[] = [
  { id: 'createdAt', sort: 'createdAt' },
  { id: 'kind', sort: 'kind', wide: true },
  { id: 'name', sort: 'name' },
  { id: 'hospitalName', sort: 'hospitalName' },
  { id: 'specialist', wide: true },
  { id: 'email', wide: true },
];

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Back office: contact requests from the public site, paged, sorted and searched by the server. */
export default function ContactRequestsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  usePageTitle(t('contactAdmin.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const [searchText, setSearchText] = useState(params.search);
  const search = useDebouncedValue(searchText.trim(), 350);

  const update = (next: ContactListParams) =>
    setSearchParams(writeListParams(next), { replace: true });

  // A new search (after a pause in typing) starts on the first page.
  useEffect(() => {
    const current = readListParams(searchParams);
    if (search !== current.search) {
      setSearchParams(writeListParams({ ...current, search, page: 0 }), { replace: true });
    }
  }, [search, searchParams, setSearchParams]);

  // The detail page links back to the list as it was (page, sort, search).
  const listState: ContactListLocationState = { listSearch: searchParams.toString() };
  const query = useContactRequests(params);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / params.pageSize) - 1);
  const page = query.data ? Math.min(params.page, lastPage) : params.page;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <TableRow>
        <TableCell colSpan={COLUMNS.length} sx={{ py: 4, textAlign: 'center' }} role="status">
          {t('contactAdmin.loading')}
        </TableCell>
      </TableRow>
    );
  } else if (query.isError) {
    body = (
      <TableRow>
        <TableCell
          colSpan={COLUMNS.length}
          sx={{ py: 4, textAlign: 'center', color: 'error.main' }}
          role="alert"
        >
          {apiErrorText(t, query.error)}
        </TableCell>
      </TableRow>
    );
  } else if (items.length === 0) {
    body = (
      <TableRow>
        <TableCell
          colSpan={COLUMNS.length}
          sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
        >
          {t('contactAdmin.empty')}
        </TableCell>
      </TableRow>
    );
  } else {
    body = items.map((item) => {
      const to = paths.adminContactRequest(lang, item.id);
      return (
        <TableRow
          key={item.id}
          hover
          onClick={() => void navigate(to, { state: listState })}
          sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
        >
          <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
            {formatDateTime(item.createdAt, lang)}
          </TableCell>
          <TableCell sx={wideOnly}>{t(`contactAdmin.kinds.${item.kind}`)}</TableCell>
          <TableCell>
            <Link
              component={RouterLink}
              to={to}
              state={listState}
              onClick={(event) => event.stopPropagation()}
              sx={{ fontWeight: 600 }}
            >
              {item.name}
            </Link>
          </TableCell>
          <TableCell>{item.hospitalName ?? '—'}</TableCell>
          <TableCell sx={wideOnly}>
            {[item.specialist, item.field].filter(Boolean).join(', ') || '—'}
          </TableCell>
          <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{item.email}</TableCell>
        </TableRow>
      );
    });
  }

  return (
    <>
      <PageHeader title={t('contactAdmin.title')} subtitle={t('contactAdmin.intro')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2 }}>
          <TextField
            type="search"
            label={t('contactAdmin.search')}
            placeholder={t('contactAdmin.searchHint')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            size="small"
            sx={{ width: { xs: '100%', sm: 360 } }}
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
        </Box>
        <Box sx={{ height: 4 }}>
          {query.isFetching && !query.isPending ? (
            <LinearProgress aria-label={t('contactAdmin.loading')} />
          ) : null}
        </Box>
        <TableContainer>
          <Table
            aria-label={t('contactAdmin.tableLabel')}
            aria-busy={query.isFetching}
            size="small"
            sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => {
                  const active = column.sort !== undefined && params.sort === column.sort;
                  return (
                    <TableCell
                      key={column.id}
                      sortDirection={active ? params.direction : false}
                      sx={{
                        fontWeight: 700,
                        whiteSpace: { sm: 'nowrap' },
                        ...(column.wide ? wideOnly : {}),
                      }}
                    >
                      {column.sort ? (
                        <TableSortLabel
                          active={active}
                          direction={active ? params.direction : 'asc'}
                          onClick={() => update(sortBy(params, column.sort!))}
                        >
                          {t(`contactAdmin.columns.${column.id}`)}
                        </TableSortLabel>
                      ) : (
                        t(`contactAdmin.columns.${column.id}`)
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>{body}</TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => update({ ...params, page: next })}
          onRowsPerPageChange={(event) =>
            update({ ...params, pageSize: Number(event.target.value), page: 0 })
          }
          labelRowsPerPage={t('contactAdmin.pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('contactAdmin.pagination.displayed', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`contactAdmin.pagination.${type}Page`)}
          showFirstButton
          showLastButton
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
        />
      </Paper>
    </>
  );
}
