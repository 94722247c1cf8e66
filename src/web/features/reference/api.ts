import { useQuery } from '@tanstack/react-query';
import type { Country, JobTitlesResponse, MetaFieldsResponse, ReferenceItem, ReferenceKind } from '#shared/contracts/reference';
import { api } from '#web/lib/api-client';

/**
 * Reference data changes only with a deployment (the server lets clients cache it for an hour),
 * so one load per visit is enough: never stale, kept while the tab lives.
 */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const referenceKeys = {
  all: ['reference'] as const,
  list: (kind: ReferenceKind) => ['reference', 'list', kind] as const,
  jobTitles: ['reference', 'job-titles'] as const,
  metaFields: ['reference', 'fields'] as const,
  countries: ['reference', 'countries'] as const,
};

const LIST_PATHS = {
  contract_type: '/contract-types',
  job_type: '/job-types',
  job_shift_type: '/job-shift-type',
  position: '/position',
  qualification: '/qualifications',
} as const satisfies Partial<Record<ReferenceKind, string>>;
type ListKind = keyof typeof LIST_PATHS;

function useReferenceList(kind: ListKind) {
  return useQuery({
    queryKey: referenceKeys.list(kind),
    queryFn: ({ signal }) => api.get<ReferenceItem[]>(LIST_PATHS[kind], { signal }),
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
    queryFn: ({ signal }) => api.get<JobTitlesResponse>('/metainformation/job-titles', { signal }),
    ...forever,
  });
}

/** Medical fields by key, with specialities and qualification (GET /api/metainformation/fields). */
export function useMetaFields() {
  return useQuery({
    queryKey: referenceKeys.metaFields,
    queryFn: ({ signal }) => api.get<MetaFieldsResponse>('/metainformation/fields', { signal }),
    ...forever,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: ({ signal }) => api.get<Country[]>('/countries', { signal }),
    ...forever,
  });
}
