import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './list-query';

/**
 * The page control under a paged list: a new page size starts again on the first page, and a toolbar that wraps on phones. `texts` is the catalogue section holding
 * rowsPerPage, displayedRows and the four page buttons' names.
 */
export function ListPagination({
  count,
  page,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  texts,
}: {
  count: number;
  page: number;
  pageSize: number;
  onChange: (patch: { page: number; pageSize?: number }) => void;
  pageSizes?: readonly number[];
  texts: 'admin.table' | 'requests.table';
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value), page: 0 })}
      labelRowsPerPage={t(`${texts}.rowsPerPage`)}
      labelDisplayedRows={({ from, to, count: all }) =>
        t(`${texts}.displayedRows`, { from, to, count: all })
      }
      getItemAriaLabel={(type) => t(`${texts}.${type}Page`)}
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } },
      }}
    />
  );
}
