import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { isApiError, isUnavailable } from '#web/lib/api-client';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';

/** What QueryState reads of a query: a `useQuery` result, or several combined (`allQueries`). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
  /** Why the last try failed while React Query tries again (useQuery's own field). */
  failureReason?: Error | null;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown above the loading spinner and the error alike (breadcrumbs, a back link). */
  before?: ReactNode;
  /** Height the spinner takes while loading (LoadingScreen's `minHeight`). */
  minHeight?: string | number;
  /**
   * A placeholder shaped like the content (skeletons) instead of the spinner, and the name the
   * busy region is read out with.
   */
  loading?: { placeholder: ReactNode; label: string };
  /** The error's text; the API's own message in the reader's language by default. */
  errorText?: (error: Error) => string;
  /** 'info' for an expected refusal (not found), 'error' otherwise. */
  errorSeverity?: (error: Error) => 'error' | 'info';
  /**
   * What to say when the server answers one of `statuses` (404 unless given): the record is
   * not there for this reader, an expected answer shown as information, not as a fault.
   */
  notFound?: { text: string; statuses?: readonly number[] };
  /** True when the loaded data has nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What the loaded data looks like; without it a loaded query renders nothing. */
  children?: (data: T) => ReactNode;
}

/**
 * A query's loading, error and empty states in one place, so every screen says them the same
 * way: a spinner in a `role="status"` region that is `aria-busy`, the error as `role="alert"`
 * with a button that fetches again, and the caller's text when there is nothing to show.
 */
export function QueryState<T>({
  query,
  before,
  minHeight,
  loading,
  errorText,
  errorSeverity,
  notFound,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.status === 'pending') {
    return (
      <>
        {before}
        {isUnavailable(query.failureReason) && (
          <Alert severity="info" role="status" sx={{ mb: 1 }}>
            {t('errors.UNAVAILABLE')}
          </Alert>
        )}
        {loading ? (
          <Box role="status" aria-busy="true" aria-label={loading.label}>
            {loading.placeholder}
          </Box>
        ) : (
          <Box aria-busy="true">
            <LoadingScreen minHeight={minHeight} />
          </Box>
        )}
      </>
    );
  }
  if (query.status === 'error') {
    const error = query.error as Error;
    const missing =
      notFound !== undefined &&
      isApiError(error) &&
      (notFound.statuses ?? [404]).includes(error.status);
    return (
      <>
        {before}
        <Alert
          // Away for a moment (503, network): calm, React Query is already asking again.
          severity={missing || isUnavailable(error) ? 'info' : (errorSeverity?.(error) ?? 'error')}
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('layout.retry')}
            </Button>
          }
        >
          {missing ? notFound.text : errorText ? errorText(error) : apiErrorText(t, error)}
        </Alert>
      </>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) {
    // A text is a line of its own; anything richer (an illustrated empty state) brings its own layout.
    return typeof empty === 'string' || empty === undefined ? (
      <Typography color="text.secondary" role="status">
        {empty ?? t('layout.empty')}
      </Typography>
    ) : (
      <Box role="status">{empty}</Box>
    );
  }
  return <>{children?.(data)}</>;
}
