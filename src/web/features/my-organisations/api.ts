import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member } from '#shared/contracts/admin';
import type { MyDepartment, StaffKind } from '#shared/contracts/my-organisations';
import type { MyOrganisation } from '#shared/contracts/requests';
import { listQueryString } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';
import type { Page } from '#shared/contracts/lists';

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

type Deleted = { deleted: number; archived: number };
type InviteResult = { status: 'invited' | 'added' };

const enc = encodeURIComponent;
const orgPath = (orgId: string) => `/organisation/${enc(orgId)}`;
const depPath = (orgId: string, depId: string) => `${orgPath(orgId)}/departments/${enc(depId)}`;

/** The organisations the caller may act on; only fetched when `enabled`. */
export function useStaffOrganisations(enabled = true) {
  return useQuery({
    queryKey: staffKeys.organisations,
    queryFn: ({ signal }) => api.get<{ items: MyOrganisation[] }>('/organisation', { signal }),
    staleTime: 60_000,
    enabled,
  });
}

export function useAddDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<MyDepartment>(`${orgPath(orgId)}/departments`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

export function useRenameDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ depId, name }: { depId: string; name: string }) =>
      api.request<MyDepartment>(depPath(orgId, depId), { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

export function useRemoveDepartment(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depId: string) => api.delete<Deleted>(depPath(orgId, depId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.organisations }),
  });
}

/** Ward managers ('users') or pool members ('customers') of a department, paged by the server. */
export function useStaff(orgId: string, depId: string, kind: StaffKind, params: ListQuery) {
  return useQuery({
    queryKey: staffKeys.list(orgId, depId, kind, params),
    queryFn: ({ signal }) =>
      api.get<Page<Member>>(`${depPath(orgId, depId)}/${kind}?${listQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteStaff(orgId: string, depId: string, kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<InviteResult>(`${depPath(orgId, depId)}/${kind}/invitations`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.staff(orgId, depId) }),
  });
}

export function useRemoveStaff(orgId: string, depId: string, kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.delete<Deleted>(`${depPath(orgId, depId)}/${kind}`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.staff(orgId, depId) }),
  });
}
