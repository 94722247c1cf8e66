import { useQuery } from '@tanstack/react-query';
import { referenceEndpoints, type ReferenceKind } from '#shared/contracts/reference';
import { api } from '#web/lib/api-client';
import { queryKeyOf } from '#web/lib/query-keys';

/**
 * Reference data changes only with a deployment (the server lets clients cache it for an hour),
 * so one load per visit is enough: never stale, kept while the tab lives.
 */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const referenceKeys = {
  all: ['reference'] as const,
  list: (kind: ReferenceKind) => ['reference', 'list', kind] as const,
  jobTitles: queryKeyOf(referenceEndpoints.jobTitles),
  metaFields: ['reference', 'fields'] as const,
  countries: ['reference', 'countries'] as const,
};

const LIST_ENDPOINTS = {
  contract_type: referenceEndpoints.contractTypes,
  job_type: referenceEndpoints.jobTypes,
  job_shift_type: referenceEndpoints.shiftTypes,
  position: referenceEndpoints.positions,
  qualification: referenceEndpoints.qualifications,
} as const satisfies Partial<Record<ReferenceKind, unknown>>;
type ListKind = keyof typeof LIST_ENDPOINTS;

function useReferenceList(kind: ListKind) {
  return useQuery({
    queryKey: referenceKeys.list(kind),
    queryFn: ({ signal }) => api.call(LIST_ENDPOINTS[kind], { signal }),
    ...forever,
  });
}

export const useContractTypes = () => useReferenceList('contract_type');
export const useJobTypes = () => useReferenceList('job_type');
export const useJobShiftTypes = () => useReferenceList('job_shift_type');
export const usePositions = () => useReferenceList('position');
export const useQualifications = () => useReferenceList('qualification');

/** Specialities per language, each with its fields (GET /api/metainformation/job-titles). */
export function useJobTitles() {
  return useQuery({
    queryKey: referenceKeys.jobTitles,
    queryFn: ({ signal }) => api.call(referenceEndpoints.jobTitles, { signal }),
    ...forever,
  });
}

/** Medical fields by key, with specialities and qualification (GET /api/metainformation/fields). */
export function useMetaFields() {
  return useQuery({
    queryKey: referenceKeys.metaFields,
    queryFn: ({ signal }) => api.call(referenceEndpoints.fields, { signal }),
    ...forever,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: ({ signal }) => api.call(referenceEndpoints.countries, { signal }),
    ...forever,
  });
}
