import { Skeleton } from '@mui/material';
import type { TFunction } from 'i18next';
import type { QueryStateProps } from '#web/components/query-state/QueryState';

/** How both lists of the account page load and say they are empty (QueryState's options). */
export function listStates<T>(
  t: TFunction,
  empty: string,
): Pick<QueryStateProps<T[]>, 'loading' | 'isEmpty' | 'empty'> {
  return {
    loading: {
      placeholder: <Skeleton variant="rounded" height={80} />,
      label: t('layout.loading'),
    },
    isEmpty: (data) => data.length === 0,
    empty,
  };
}
