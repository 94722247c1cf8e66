import { Box } from '@mui/material';
import type { Member } from '#shared/contracts/admin';
import type { DataTableColumn, DataTableProps } from './DataTable';

/** A person's name in a row, or their e-mail before they have given one. */
export const memberLabel = (row: Member): string =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

/**
 * The back office's person columns: e-mail, first name, last name and contact (first name and
 * contact give way on smaller screens).
 */
export function memberColumns(
  labelOf: (column: 'email' | 'firstName' | 'lastName' | 'contact') => string,
): DataTableColumn<Member>[] {
  return [
    { id: 'email', label: labelOf('email'), sortable: true, render: (row) => row.email },
    {
      id: 'firstName',
      label: labelOf('firstName'),
      sortable: true,
      render: (row) => row.firstName,
      hideBelow: 'md',
    },
    {
      id: 'lastName',
      label: labelOf('lastName'),
      sortable: true,
      render: (row) => row.lastName,
    },
    {
      id: 'contact',
      label: labelOf('contact'),
      sortable: true,
      render: (row) => row.contact ?? '',
      hideBelow: 'sm',
    },
  ];
}

/** A team's staff list: the full name (sorted by last name), e-mail and contact. */
export function staffColumns(
  labelOf: (column: 'name' | 'email' | 'contact') => string,
): DataTableColumn<Member>[] {
  return [
    {
      id: 'lastName',
      label: labelOf('name'),
      sortable: true,
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {`${row.firstName} ${row.lastName}`.trim()}
          </Box>
          {/* On phones the e-mail column is hidden; it shows under the name instead. */}
          <Box
            component="span"
            sx={{
              display: { xs: 'block', md: 'none' },
              color: 'text.secondary',
              fontSize: '0.8125rem',
              overflowWrap: 'anywhere',
            }}
          >
            {row.email}
          </Box>
        </Box>
      ),
    },
    {
      id: 'email',
      label: labelOf('email'),
      sortable: true,
      render: (row) => row.email,
      hideBelow: 'md',
    },
    {
      id: 'contact',
      label: labelOf('contact'),
      sortable: true,
      render: (row) => row.contact ?? '',
      hideBelow: 'md',
    },
  ];
}

/** The rows, total, loading and error props of a DataTable from a paged list query. */
export function pagedRows<T extends { id: string }>(list: {
  data?: { items: T[]; total: number; totalCapped?: true };
  isFetching: boolean;
  error: unknown;
}): Pick<DataTableProps<T>, 'rows' | 'total' | 'totalCapped' | 'loading' | 'error'> {
  return {
    rows: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    totalCapped: list.data?.totalCapped,
    loading: list.isFetching,
    error: list.error,
  };
}
