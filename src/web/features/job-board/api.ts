import type { SentInvitation } from '#shared/contracts/memberships';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldChanges, Member } from '#shared/contracts/admin';
import type {
  AGENCY_APPLICATION_FILTERS,
  AgencyApplication,
  ApplyBody,
  documentLinkSchema,
  JobBoardDetail,
  JobBoardItem,
  JobBoardQuery,
  StaffDocument,
  StaffProfile,
} from '#shared/contracts/job-board';
import type { DocumentKind } from '#shared/request-states';
import { listQueryString } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';

/** The agency's job board, applications, staff and documents (/api/agency/…). */
export const jobBoardKeys = {
  all: ['job-board'] as const,
  board: (query: JobBoardQuery) => ['job-board', 'board', query] as const,
  job: (id: string) => ['job-board', 'job', id] as const,
  applications: (query: ApplicationsQuery) => ['job-board', 'applications', query] as const,
};
export const staffKeys = {
  all: ['agency-staff'] as const,
  lists: ['agency-staff', 'list'] as const,
  list: (query: ListQuery) => ['agency-staff', 'list', query] as const,
  profile: (userId: string) => ['agency-staff', 'profile', userId] as const,
};

export type ApplicationFilter = (typeof AGENCY_APPLICATION_FILTERS)[number];
export interface ApplicationsQuery {
  state: ApplicationFilter;
  page: number;
  pageSize: number;
}

const enc = encodeURIComponent;

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** Open external requests the agency may serve; 403 AGENCY_NOT_VETTED before vetting. */
export function useJobBoard(query: JobBoardQuery) {
  return useQuery({
    queryKey: jobBoardKeys.board(query),
    queryFn: ({ signal }) =>
      api.get<{ items: JobBoardItem[]; total: number }>(
        `/agency/jobs?${queryString({ ...query })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobBoardKeys.job(id),
    queryFn: ({ signal }) => api.get<JobBoardDetail>(`/agency/jobs/${enc(id)}`, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useApply(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) =>
      api.post<AgencyApplication>(`/agency/jobs/${enc(requestId)}/applications`, body),
    // The detail's "my applications", the board's counts and the applied list all change, and
    // new uploads are on the person's profile now.
    onSuccess: (application) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobBoardKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffKeys.profile(application.customer._id) }),
      ]),
  });
}

/** The agency's applications, newest first, by state. */
export function useApplications(query: ApplicationsQuery) {
  return useQuery({
    queryKey: jobBoardKeys.applications(query),
    queryFn: ({ signal }) =>
      api.get<{ items: AgencyApplication[]; total: number }>(
        `/agency/applications?${queryString({ ...query })}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      api.post<AgencyApplication>(`/agency/applications/${enc(applicationId)}/withdraw`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobBoardKeys.all }),
  });
}

// ---------------------------------------------------------------------------------------------
// Staff (agency customers) and their documents

export function useStaffList(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<{ items: Member[]; total: number }>(`/agency/staff?${listQueryString(query)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; firstName: string; lastName: string }) =>
      api.post<StaffProfile>('/agency/staff', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(staffKeys.profile(profile.id), profile);
      return queryClient.invalidateQueries({ queryKey: staffKeys.lists });
    },
  });
}

/** Existing accounts asked to join the staff, not yet answered (decision 016): only what the agency typed. */
export function useStaffInvitations() {
  return useQuery({
    queryKey: [...staffKeys.lists, 'invitations'],
    queryFn: ({ signal }) => api.get<SentInvitation[]>('/agency/staff/invitations', { signal }),
  });
}

export function useWithdrawStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/agency/staff/invitations/${enc(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.delete<{ deleted: number; archived: number }>('/agency/staff', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists }),
  });
}

export function useStaffProfile(userId: string | undefined) {
  return useQuery({
    queryKey: staffKeys.profile(userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<StaffProfile>(`/agency/staff/${enc(userId ?? '')}`, { signal }),
    enabled: Boolean(userId),
    retry: false,
  });
}

export function useChangeStaff(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<StaffProfile>(`/agency/staff/${enc(userId)}`, {
        method: 'PATCH',
        body: { changes },
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(staffKeys.profile(userId), profile);
      return queryClient.invalidateQueries({ queryKey: staffKeys.lists });
    },
  });
}

export function useAddStaffDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: DocumentKind; fileId: string; expiresOn?: string | null }) =>
      api.post<StaffDocument>(`/agency/staff/${enc(userId)}/documents`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.profile(userId) }),
  });
}

export function useRemoveStaffDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<null>(`/agency/staff/${enc(userId)}/documents/${enc(documentId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.profile(userId) }),
  });
}

/** A five-minute download link for a private document; asked for on each click, never kept. */
export function useDocumentLink() {
  return useMutation({
    mutationFn: (documentId: string) =>
      api.post<z.infer<typeof documentLinkSchema>>(`/documents/${enc(documentId)}/link`),
  });
}
