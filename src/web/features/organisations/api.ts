import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import {
  departmentEndpoints,
  organisationEndpoints,
  personEndpoints,
  type FieldChanges,
} from '#shared/contracts/admin';
import { auditQueryKey } from '#web/components/audit/AuditHistory';
import { listQueryParams } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';
import type { CreateDepartmentBody, CreateOrganisationBody } from './types';

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

// ----- organisations ---------------------------------------------------------------------

export function useOrganisations(params: ListQuery) {
  return useQuery({
    queryKey: organisationKeys.list(params),
    queryFn: ({ signal }) =>
      api.call(organisationEndpoints.list, { query: listQueryParams(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganisation(id: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.call(organisationEndpoints.one, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganisationBody) => api.call(organisationEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.lists }),
  });
}

export function useChangeOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.call(organisationEndpoints.update, { params: { id }, body: { changes } }),
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
    mutationFn: (ids: string[]) => api.call(organisationEndpoints.remove, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}

// ----- organisation users ----------------------------------------------------------------

export function useOrganisationUsers(id: string, params: ListQuery) {
  return useQuery({
    queryKey: organisationKeys.users(id, params),
    queryFn: ({ signal }) =>
      api.call(organisationEndpoints.users, {
        params: { id },
        query: listQueryParams(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganisationUser(id: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.user(id ?? '', userId ?? ''),
    queryFn: ({ signal }) =>
      api.call(organisationEndpoints.user, {
        params: { id: id ?? '', userId: userId ?? '' },
        signal,
      }),
    enabled: Boolean(id && userId),
    retry: false,
  });
}

export function useRemoveOrganisationUsers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.call(organisationEndpoints.removeUsers, { params: { id }, body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

export function useInviteOrganisationUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.call(organisationEndpoints.inviteUser, { params: { id }, body: { email } }),
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
      api.call(personEndpoints.update, { params: { id: userId }, body: { changes } }),
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
    queryFn: ({ signal }) => api.call(organisationEndpoints.pictures, { params: { id }, signal }),
  });
}

export function useOrganisationPicture(id: string | undefined, picId: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.picture(id ?? '', picId ?? ''),
    queryFn: ({ signal }) =>
      api.call(organisationEndpoints.picture, {
        params: { id: id ?? '', picId: picId ?? '' },
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
      api.call(organisationEndpoints.addPicture, { params: { id }, body: { pictures } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

export function useChangeOrganisationPicture(id: string, picId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.call(organisationEndpoints.updatePicture, { params: { id, picId }, body: { changes } }),
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
    mutationFn: (ids: string[]) =>
      api.call(organisationEndpoints.removePictures, { params: { id }, body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(id) }),
  });
}

// ----- departments -----------------------------------------------------------------------

export function useDepartments(orgId: string, params: ListQuery) {
  return useQuery({
    queryKey: organisationKeys.departments(orgId, params),
    queryFn: ({ signal }) =>
      api.call(departmentEndpoints.list, {
        params: { orgId },
        query: listQueryParams(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartment(orgId: string | undefined, depId: string | undefined) {
  return useQuery({
    queryKey: organisationKeys.department(orgId ?? '', depId ?? ''),
    queryFn: ({ signal }) =>
      api.call(departmentEndpoints.one, {
        params: { orgId: orgId ?? '', depId: depId ?? '' },
        signal,
      }),
    enabled: Boolean(orgId && depId),
    retry: false,
  });
}

export function useCreateDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepartmentBody) =>
      api.call(departmentEndpoints.create, { params: { orgId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}

export function useChangeDepartment(orgId: string, depId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.call(departmentEndpoints.update, { params: { orgId, depId }, body: { changes } }),
    onSuccess: (department) => {
      queryClient.setQueryData(organisationKeys.department(orgId, depId), department);
      void queryClient.invalidateQueries({
        queryKey: [...organisationKeys.within(orgId), 'departments'],
      });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('department', depId) });
    },
  });
}

export function useDeleteDepartments(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.call(departmentEndpoints.remove, { params: { orgId }, body: { ids } }),
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
      api.call(departmentEndpoints.members, {
        params: { orgId, depId, kind },
        query: listQueryParams(params),
        signal,
      }),
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
      api.call(departmentEndpoints.member, {
        params: { orgId: orgId ?? '', depId: depId ?? '', kind, userId: userId ?? '' },
        signal,
      }),
    enabled: Boolean(orgId && depId && userId),
    retry: false,
  });
}

export function useRemoveDepartmentMembers(
  orgId: string,
  depId: string,
  kind: DepartmentMemberKind,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.call(departmentEndpoints.removeMembers, {
        params: { orgId, depId, kind },
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}

export function useInviteDepartmentMember(
  orgId: string,
  depId: string,
  kind: DepartmentMemberKind,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.call(departmentEndpoints.inviteMember, {
        params: { orgId, depId, kind },
        body: { email },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.within(orgId) }),
  });
}
