import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  myOrganisationEndpoints,
  type OrganisationSettingsBody,
  type StaffKind,
} from '#shared/contracts/my-organisations';
import { listQueryParams } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';

/**
 * "Mein Personal": the caller's organisations, their departments and staff. The organisations
 * are cached under the same key as the requests feature's useMyOrganisations (the same call,
 * GET /api/organisation), so a change here refreshes the station choices of the job form too.
 */
export const staffKeys = {
  organisations: ['my-organisations'] as const,
  staff: (orgId: string, depId: string) => ['my-organisations', orgId, 'staff', depId] as const,
  list: (orgId: string, depId: string, kind: StaffKind, params: ListQuery) =>
    ['my-organisations', orgId, 'staff', depId, kind, params] as const,
};

/** The organisations the caller may act on; only fetched when `enabled`. */
export function useStaffOrganisations(enabled = true) {
  return useQuery({
    queryKey: staffKeys.organisations,
    queryFn: ({ signal }) => api.call(myOrganisationEndpoints.list, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** PATCH /api/organisation/:id/settings (the internal hourly cost); refreshes the organisations. */
export function useUpdateOrganisationSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationSettingsBody) =>
      api.call(myOrganisationEndpoints.updateSettings, { params: { id: orgId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

export function useAddDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.call(myOrganisationEndpoints.createDepartment, { params: { id: orgId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

export function useRenameDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ depId, name }: { depId: string; name: string }) =>
      api.call(myOrganisationEndpoints.updateDepartment, {
        params: { id: orgId, depId },
        body: { name },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

export function useRemoveDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depId: string) =>
      api.call(myOrganisationEndpoints.removeDepartment, { params: { id: orgId, depId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

/** Ward managers ('users') or pool members ('customers') of a department, paged by the server. */
export function useStaff(orgId: string, depId: string, kind: StaffKind, params: ListQuery) {
  return useQuery({
    queryKey: staffKeys.list(orgId, depId, kind, params),
    queryFn: ({ signal }) =>
      api.call(myOrganisationEndpoints.members, {
        params: { id: orgId, depId, kind },
        query: listQueryParams(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteStaff(orgId: string, depId: string, kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.call(myOrganisationEndpoints.inviteMembers, {
        params: { id: orgId, depId, kind },
        body: { email },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.staff(orgId, depId) }),
  });
}

export function useRemoveStaff(orgId: string, depId: string, kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.call(myOrganisationEndpoints.removeMembers, {
        params: { id: orgId, depId, kind },
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.staff(orgId, depId) }),
  });
}
