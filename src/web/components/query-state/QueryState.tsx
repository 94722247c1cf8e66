import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch' | 'isFetching'>;
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
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.status === 'pending') {
    return (
      <>
        {before}
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
    return (
      <>
        {before}
        <Alert
          severity={errorSeverity?.(error) ?? 'error'}
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
          {errorText ? errorText(error) : apiErrorText(t, error)}
        </Alert>
      </>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return (
      <Typography color="text.secondary" role="status">
        {empty ?? t('layout.empty')}
      </Typography>
    );
  }
  return <>{children?.(data)}</>;
}
