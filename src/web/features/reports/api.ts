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

/** The query string every report takes. */
function reportQuery(filter: ReportFilter) {
  const { from, to, organisationId, departmentId } = filter;
  return { from, to, organisationId, departmentIds: departmentId };
}

const STALE = 60_000;

export const useFillReport = (filter: ReportFilter) =>
  useQuery({
    queryKey: reportKeys.one('fill', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.fill, { query: reportQuery(filter), signal }),
    staleTime: STALE,
  });

export const usePoolReport = (filter: ReportFilter) =>
  useQuery({
    queryKey: reportKeys.one('pool', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.pool, { query: reportQuery(filter), signal }),
    staleTime: STALE,
  });

export const useExternalReport = (filter: ReportFilter) =>
  useQuery({
    queryKey: reportKeys.one('external', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.external, { query: reportQuery(filter), signal }),
    staleTime: STALE,
  });

/** GET /api/reports/promise: the spec's claims against the period. */
export const usePromiseReport = (filter: ReportFilter) =>
  useQuery({
    queryKey: reportKeys.one('promise', filter),
    queryFn: ({ signal }) =>
      api.call(reportsEndpoints.promise, { query: reportQuery(filter), signal }),
    staleTime: STALE,
  });
