import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { PAGE_SIZES } from './list-query';

/**
 * The page control under a paged list: a new page size starts again on the first page, and a toolbar that wraps on phones. `texts` is the catalogue section holding
 * rowsPerPage, displayedRows, displayedRowsCapped and the four page buttons' names. `capped`: the
 * server stopped counting at `count`, so the text says "of more than 1,000".
 */
export function ListPagination({
  count,
  page,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  texts,
  capped = false,
}: {
  count: number;
  capped?: boolean;
  page: number;
  pageSize: number;
  onChange: (patch: { page: number; pageSize?: number }) => void;
  pageSizes?: readonly number[];
  texts: 'admin.table' | 'requests.table';
}) {
  const { t } = useTranslation();
  const displayedRows = useDisplayedRows(`${texts}.displayedRows`, capped);
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
      labelDisplayedRows={displayedRows}
      getItemAriaLabel={(type) => t(`${texts}.${type}Page`)}
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } },
      }}
    />
  );
}

/**
 * The "1–5 of 12" text of a page control (MUI's labelDisplayedRows) from the catalogue key
 * `key`; when the server capped the total, `${key}Capped`: "1–5 of more than 1,000".
 */
export function useDisplayedRows(key: string, capped: boolean | undefined) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return ({ from, to, count }: { from: number; to: number; count: number }) =>
    capped
      ? t(`${key}Capped`, { from, to, bound: formatNumber(count, lang) })
      : t(key, { from, to, count });
}
