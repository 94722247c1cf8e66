import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldChanges } from '#shared/contracts/admin';
import {
  documentEndpoints,
  jobBoardEndpoints,
  type AGENCY_APPLICATION_FILTERS,
  type ApplyBody,
  type JobBoardQuery,
} from '#shared/contracts/job-board';
import { agencyStaffEndpoints } from '#shared/contracts/agency-staff';
import type { DocumentKind } from '#shared/request-states';
import { listQueryParams } from '#web/components/data-table/list-query';
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

/** Open external requests the agency may serve; 403 AGENCY_NOT_VETTED before vetting. */
export function useJobBoard(query: JobBoardQuery) {
  return useQuery({
    queryKey: jobBoardKeys.board(query),
    queryFn: ({ signal }) => api.call(jobBoardEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobBoardKeys.job(id),
    queryFn: ({ signal }) => api.call(jobBoardEndpoints.one, { params: { id }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useApply(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) =>
      api.call(jobBoardEndpoints.apply, { params: { id: requestId }, body }),
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
    queryFn: ({ signal }) => api.call(jobBoardEndpoints.applications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      api.call(jobBoardEndpoints.withdraw, { params: { id: applicationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobBoardKeys.all }),
  });
}

// ---------------------------------------------------------------------------------------------
// Staff (agency customers) and their documents

export function useStaffList(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) =>
      api.call(agencyStaffEndpoints.list, { query: listQueryParams(query), signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; firstName: string; lastName: string }) =>
      api.call(agencyStaffEndpoints.create, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(staffKeys.profile(profile.id), profile);
      return queryClient.invalidateQueries({ queryKey: staffKeys.lists });
    },
  });
}

/** Existing accounts asked to join the staff, not yet answered: only what the agency typed. */
export function useStaffInvitations() {
  return useQuery({
    queryKey: [...staffKeys.lists, 'invitations'],
    queryFn: ({ signal }) => api.call(agencyStaffEndpoints.invitations, { signal }),
  });
}

export function useWithdrawStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call(agencyStaffEndpoints.withdrawInvitation, { params: { invitationId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.call(agencyStaffEndpoints.remove, { body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists }),
  });
}

export function useStaffProfile(userId: string | undefined) {
  return useQuery({
    queryKey: staffKeys.profile(userId ?? ''),
    queryFn: ({ signal }) =>
      api.call(agencyStaffEndpoints.one, { params: { userId: userId ?? '' }, signal }),
    enabled: Boolean(userId),
    retry: false,
  });
}

export function useChangeStaff(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.call(agencyStaffEndpoints.update, { params: { userId }, body: { changes } }),
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
      api.call(agencyStaffEndpoints.addDocument, { params: { userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.profile(userId) }),
  });
}

export function useRemoveStaffDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.call(agencyStaffEndpoints.removeDocument, { params: { userId, documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.profile(userId) }),
  });
}

/** A five-minute download link for a private document; asked for on each click, never kept. */
export function useDocumentLink() {
  return useMutation({
    mutationFn: (documentId: string) =>
      api.call(documentEndpoints.link, { params: { id: documentId } }),
  });
}
