import { useQuery } from '@tanstack/react-query';
import { reportsEndpoints } from '#shared/contracts/reports';
import { api } from '#web/lib/api-client';

/** What the page asks the three reports for: the period and, optionally, one organisation or ward. */
export interface ReportFilter {
  from: string;
  to: string;
  organisationId?: string;
  departmentId?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  one: (name: keyof typeof reportsEndpoints, filter: ReportFilter) =>
    ['reports', name, filter] as const,
};

function reportQuery(filter: ReportFilter) {
  return {
    from: filter.from,
    to: filter.to,
    organisationId: filter.organisationId,
    departmentIds: filter.departmentId,
  };
}

// One hook per report, so each keeps its own answer type.
export function useFillReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.one('fill', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.fill, { query: reportQuery(filter), signal }),
    staleTime: 60_000,
  });
}

export function usePoolReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.one('pool', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.pool, { query: reportQuery(filter), signal }),
    staleTime: 60_000,
  });
}

export function useExternalReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.one('external', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.external, { query: reportQuery(filter), signal }),
    staleTime: 60_000,
  });
}
