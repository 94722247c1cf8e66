export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { useListQuery } from './useListQuery';
export type { SetListQuery } from './useListQuery';
export { MissingData } from './MissingData';
export type { MissingDataKind } from './MissingData';
export {
  listQueryString,
  PAGE_SIZES,
  readListQuery,
  writeListQuery,
  sortByColumn,
} from './listQuery';
export type { ListQuery, ListQueryDefaults, SortDirection } from './listQuery';
export { memberColumns, memberLabel, pagedRows, staffColumns } from './memberColumns';
export { ListPagination } from './ListPagination';
