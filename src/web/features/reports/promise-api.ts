import { useQuery } from '@tanstack/react-query';
import { reportsEndpoints } from '#shared/contracts/reports';
import { api } from '#web/lib/api-client';

/** The report query the promise panel is given: Berlin days, and optionally one organisation or wards. */
export interface PromiseQuery {
  from: string;
  to: string;
  organisationId?: string;
  departmentIds?: string[];
}

export const promiseKeys = {
  one: (query: PromiseQuery) => ['reports', 'promise', query] as const,
};

/** GET /api/reports/promise: the spec's claims against the period (decision 021). */
export function usePromiseReport(query: PromiseQuery) {
  return useQuery({
    queryKey: promiseKeys.one(query),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.promise, {
        query: {
          from: query.from,
          to: query.to,
          organisationId: query.organisationId,
          departmentIds: query.departmentIds?.length ? query.departmentIds : undefined,
        },
        signal,
      }),
    staleTime: 60_000,
  });
}
