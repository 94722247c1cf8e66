import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  myOrganisationEndpoints,
  type OrganisationSettingsBody,
  type StaffKind,
} from '#shared/contracts/my-organisations';
import { listQueryParams } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';
import { queryKeyOf } from '#web/lib/query-keys';

/**
 * "Mein Personal": the caller's organisations, their departments and staff. The organisations
 * are cached under the endpoint's one key (queryKeyOf), as the requests and timesheets features
 * read them, so a change here refreshes the station choices of the job form too.
 */
export const staffKeys = {
  organisations: queryKeyOf(myOrganisationEndpoints.list),
  /** Every staff and invitation list of every organisation. */
  all: ['my-organisations'] as const,
  staff: (orgId: string, depId: string) => ['my-organisations', orgId, 'staff', depId] as const,
  list: (orgId: string, depId: string, kind: StaffKind, params: ListQuery) =>
    ['my-organisations', orgId, 'staff', depId, kind, params] as const,
};

/** The organisations changed: their list and the staff lists below them are read again. */
function refreshOrganisations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
    queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  ]);
}

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
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useAddDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.call(myOrganisationEndpoints.createDepartment, { params: { id: orgId }, body: { name } }),
    onSuccess: () => refreshOrganisations(queryClient),
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
    onSuccess: () => refreshOrganisations(queryClient),
  });
}

export function useRemoveDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depId: string) =>
      api.call(myOrganisationEndpoints.removeDepartment, { params: { id: orgId, depId } }),
    onSettled: () => refreshOrganisations(queryClient),
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
