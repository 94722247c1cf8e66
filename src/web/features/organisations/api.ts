import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { FieldChanges, Member, Person } from '#shared/contracts/admin';
import { auditQueryKey } from '#web/components/audit/AuditHistory';
import { listQueryString } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';
import type {
  CreateDepartmentBody,
  CreateOrganisationBody,
  Department,
  Organisation,
  OrganisationPicture,
} from './types';
import type { Page } from '#shared/contracts/lists';

type InviteResult = { status: 'invited' | 'added' };
type Deleted = { deleted: number; archived: number };
const enc = encodeURIComponent;

export const organisationKeys = {
  all: ['admin', 'organisations'] as const,
  lists: ['admin', 'organisations', 'list'] as const,
  list: (params: ListQuery) => ['admin', 'organisations', 'list', params] as const,
  detail: (id: string) => ['admin', 'organisations', 'detail', id] as const,
  /** Everything below one organisation: users, pictures, departments and their members. */
  within: (id: string) => ['admin', 'organisations', 'within', id] as const,
  users: (id: string, params: ListQuery) =>
    ['admin', 'organisations', 'within', id, 'users', params] as const,
  user: (id: string, userId: string) =>
    ['admin', 'organisations', 'within', id, 'user', userId] as const,
  pictures: (id: string) => ['admin', 'organisations', 'within', id, 'pictures'] as const,
  picture: (id: string, picId: string) =>
    ['admin', 'organisations', 'within', id, 'picture', picId] as const,
  departments: (id: string, params: ListQuery) =>
    ['admin', 'organisations', 'within', id, 'departments', params] as const,
  department: (id: string, depId: string) =>
    ['admin', 'organisations', 'within', id, 'department', depId] as const,
  departmentMembers: (id: string, depId: string, kind: DepartmentMemberKind, params: ListQuery) =>
    ['admin', 'organisations', 'within', id, 'department', depId, kind, params] as const,
  departmentMember: (id: string, depId: string, kind: DepartmentMemberKind, userId: string) =>
    ['admin', 'organisations', 'within', id, 'department', depId, kind, 'detail', userId] as const,
};

export type DepartmentMemberKind = 'users' | 'customers';

const orgPath = (id: string) => `/admin/organisations/${enc(id)}`;
const depPath = (orgId: string, depId: string) => `${orgPath(orgId)}/departments/${enc(depId)}`;

// ----- organisations ---------------------------------------------------------------------

export function useOrganisations(params: ListQuery) {
  return useQuery({
    queryKey: organisationKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Page<Organisation>>(`/admin/organisations?${listQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganisation(id: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Organisation>(orgPath(id ?? ''), { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganisationBody) =>
      api.post<Organisation>('/admin/organisations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.lists }),
  });
}

export function useChangeOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<Organisation>(orgPath(id), { method: 'PATCH', body: { changes } }),
    onSuccess: (organisation) => {
      queryClient.setQueryData(organisationKeys.detail(id), organisation);
      void queryClient.invalidateQueries({ queryKey: organisationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('organisation', id) });
    },
  });
}

export function useDeleteOrganisations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<Deleted>('/admin/organisations', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}

// ----- organisation users ----------------------------------------------------------------

export function useOrganisationUsers(id: string, params: ListQuery) {
  return useQuery({
    queryKey: organisationKeys.users(id, params),
    queryFn: ({ signal }) =>
      api.get<Page<Member>>(`${orgPath(id)}/users?${listQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganisationUser(id: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.user(id ?? '', userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<Person>(`${orgPath(id ?? '')}/users/${enc(userId ?? '')}`, { signal }),
    enabled: Boolean(id && userId),
    retry: false,
  });
}

export function useRemoveOrganisationUsers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<Deleted>(`${orgPath(id)}/users`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

export function useInviteOrganisationUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<InviteResult>(`${orgPath(id)}/users/invite`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

/**
 * Edit in place of a member (organisation user, department user or customer): their fields
 * belong to the person, so the change goes to PATCH /api/admin/persons/:id.
 */
export function useChangeMember(organisationId: string, userId: string, detailKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<Person>(`/admin/persons/${enc(userId)}`, { method: 'PATCH', body: { changes } }),
    onSuccess: (person) => {
      // The member's page shows the answer at once; lists and history catch up.
      queryClient.setQueryData(detailKey, person);
      void queryClient.invalidateQueries({ queryKey: organisationKeys.within(organisationId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'persons'] });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('user', userId) });
    },
  });
}

// ----- pictures --------------------------------------------------------------------------

/** All pictures of an organisation (at most 10, so not paged by the server). */
export function useOrganisationPictures(id: string) {
  return useQuery({
    queryKey: organisationKeys.pictures(id),
    queryFn: ({ signal }) =>
      api.get<OrganisationPicture[]>(`${orgPath(id)}/pictures`, { signal }),
  });
}

export function useOrganisationPicture(id: string | undefined, picId: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.picture(id ?? '', picId ?? ''),
    queryFn: ({ signal }) =>
      api.get<OrganisationPicture>(`${orgPath(id ?? '')}/pictures/${enc(picId ?? '')}`, {
        signal,
      }),
    enabled: Boolean(id && picId),
    retry: false,
  });
}

export function useAddOrganisationPictures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pictures: { fileId: string; description: string }[]) =>
      api.post<OrganisationPicture[]>(`${orgPath(id)}/pictures`, { pictures }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

export function useChangeOrganisationPicture(id: string, picId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<OrganisationPicture>(`${orgPath(id)}/pictures/${enc(picId)}`, {
        method: 'PATCH',
        body: { changes },
      }),
    onSuccess: (picture) => {
      queryClient.setQueryData(organisationKeys.picture(id, picId), picture);
      void queryClient.invalidateQueries({ queryKey: organisationKeys.pictures(id) });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('picture', picId) });
    },
  });
}

export function useDeleteOrganisationPictures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<Deleted>(`${orgPath(id)}/pictures`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

// ----- departments -----------------------------------------------------------------------

export function useDepartments(orgId: string, params: ListQuery) {
  return useQuery({
    queryKey: organisationKeys.departments(orgId, params),
    queryFn: ({ signal }) =>
      api.get<Page<Department>>(`${orgPath(orgId)}/departments?${listQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartment(orgId: string | undefined, depId: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.department(orgId ?? '', depId ?? ''),
    queryFn: ({ signal }) => api.get<Department>(depPath(orgId ?? '', depId ?? ''), { signal }),
    enabled: Boolean(orgId && depId),
    retry: false,
  });
}

export function useCreateDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepartmentBody) =>
      api.post<Department>(`${orgPath(orgId)}/departments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}

export function useChangeDepartment(orgId: string, depId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.request<Department>(depPath(orgId, depId), { method: 'PATCH', body: { changes } }),
    onSuccess: (department) => {
      queryClient.setQueryData(organisationKeys.department(orgId, depId), department);
      void queryClient.invalidateQueries({ queryKey: [...organisationKeys.within(orgId), 'departments'] });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('department', depId) });
    },
  });
}

export function useDeleteDepartments(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<Deleted>(`${orgPath(orgId)}/departments`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}

export function useDepartmentMembers(
  orgId: string,
  depId: string,
  kind: DepartmentMemberKind,
  params: ListQuery,
) {
  return useQuery({
    queryKey: organisationKeys.departmentMembers(orgId, depId, kind, params),
    queryFn: ({ signal }) =>
      api.get<Page<Member>>(`${depPath(orgId, depId)}/${kind}?${listQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentMember(
  orgId: string | undefined,
  depId: string | undefined,
  kind: DepartmentMemberKind,
  userId: string | undefined,
) {
  return useQuery({
    queryKey: organisationKeys.departmentMember(orgId ?? '', depId ?? '', kind, userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<Person>(`${depPath(orgId ?? '', depId ?? '')}/${kind}/${enc(userId ?? '')}`, {
        signal,
      }),
    enabled: Boolean(orgId && depId && userId),
    retry: false,
  });
}

export function useRemoveDepartmentMembers(orgId: string, depId: string, kind: DepartmentMemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<Deleted>(`${depPath(orgId, depId)}/${kind}`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}

export function useInviteDepartmentMember(orgId: string, depId: string, kind: DepartmentMemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<InviteResult>(`${depPath(orgId, depId)}/${kind}/invite`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}
