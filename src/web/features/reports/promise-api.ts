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

/** GET /api/reports/promise: the spec's claims against the period (decision 021). */
export function usePromiseReport(query: PromiseQuery) {
  const { from, to, organisationId } = query;
  // An empty list asks for every ward, as no list does.
  const departmentIds = query.departmentIds?.length ? query.departmentIds : undefined;
  return useQuery({
    queryKey: ['reports', 'promise', { from, to, organisationId, departmentIds }],
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.promise, { query: { from, to, organisationId, departmentIds }, signal }),
    staleTime: 60_000,
  });
}
