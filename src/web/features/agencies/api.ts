import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Agency,
  createAgencyBodySchema,
  FieldChanges,
  Member,
  Person,
  VettingBody,
} from '#shared/contracts/admin';
import { listQueryString } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';
import type { Page } from '#shared/contracts/lists';

export type CreateAgencyBody = z.input<typeof createAgencyBodySchema>;
/** The two membership lists of an agency, as named in the API path. */
export type AgencyMemberKind = 'users' | 'customers';
export type InviteAnswer = { status: 'invited' | 'added' };

export const agencyKeys = {
  all: ['admin', 'agencies'] as const,
  lists: () => ['admin', 'agencies', 'list'] as const,
  list: (query: ListQuery) => ['admin', 'agencies', 'list', query] as const,
  detail: (id: string) => ['admin', 'agencies', 'detail', id] as const,
  members: (id: string, kind: AgencyMemberKind) =>
    ['admin', 'agencies', 'detail', id, kind] as const,
  memberList: (id: string, kind: AgencyMemberKind, query: ListQuery) =>
    ['admin', 'agencies', 'detail', id, kind, 'list', query] as const,
  member: (id: string, kind: AgencyMemberKind, userId: string) =>
    ['admin', 'agencies', 'detail', id, kind, 'one', userId] as const,
};

const enc = encodeURIComponent;

/** Agencies, paged, sorted and searched by the server (GET /api/admin/agencies). */
export function useAgencies(query: ListQuery) {
  return useQuery({
    queryKey: agencyKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<Agency>>(`/admin/agencies?${listQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteAgencies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<{ deleted: number }>('/admin/agencies', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgencyBody) => api.post<Agency>('/admin/agencies', body),
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.detail(agency.id), agency);
      return queryClient.invalidateQueries({ queryKey: agencyKeys.lists() });
    },
  });
}

export function useAgency(id: string | undefined) {
  return useQuery({
    queryKey: agencyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Agency>(`/admin/agencies/${enc(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** PATCH the changed fields; the answer (the new record) replaces the cached one. */
export function useChangeAgency(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<Agency>(`/admin/agencies/${enc(id)}`, { method: 'PATCH', body: { changes } }),
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.detail(id), agency);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'agency', id] });
    },
  });
}

export function useAgencyMembers(id: string, kind: AgencyMemberKind, query: ListQuery) {
  return useQuery({
    queryKey: agencyKeys.memberList(id, kind, query),
    queryFn: ({ signal }) =>
      api.get<Page<Member>>(`/admin/agencies/${enc(id)}/${kind}?${listQueryString(query)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Removes people from the agency (their accounts stay). */
export function useRemoveAgencyMembers(id: string, kind: AgencyMemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.delete<{ deleted: number }>(`/admin/agencies/${enc(id)}/${kind}`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyKeys.members(id, kind) }),
  });
}

export function useInviteAgencyMember(id: string, kind: AgencyMemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<InviteAnswer>(`/admin/agencies/${enc(id)}/${kind}/invite`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.members(id, kind) }),
  });
}

/** An agency user, or an agency customer's full profile. */
export function useAgencyMember(
  id: string | undefined,
  kind: AgencyMemberKind,
  userId: string | undefined,
) {
  return useQuery({
    queryKey: agencyKeys.member(id ?? '', kind, userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<Person>(`/admin/agencies/${enc(id ?? '')}/${kind}/${enc(userId ?? '')}`, { signal }),
    enabled: Boolean(id && userId),
    retry: false,
  });
}

/** PATCH /api/admin/persons/:id (agency users edit e-mail, names and contact). */
export function useChangeAgencyUser(agencyId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<Person>(`/admin/persons/${enc(userId)}`, { method: 'PATCH', body: { changes } }),
    onSuccess: (person) => {
      queryClient.setQueryData(agencyKeys.member(agencyId, 'users', userId), person);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.members(agencyId, 'users') });
    },
  });
}

/** POST /api/admin/agencies/:id/vetting: vet (permit complete and valid) or reject (with a reason). */
export function useVetAgency(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VettingBody) => api.post<Agency>(`/admin/agencies/${enc(id)}/vetting`, body),
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.detail(id), agency);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'agency', id] });
    },
  });
}
