import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/role-names';
import { personEndpoints, type FieldChanges } from '#shared/contracts/admin';
import { auditQueryKey } from '#web/components/audit/AuditHistory';
import { listQueryParams } from '#web/components/data-table/list-query';
import type { ListQuery } from '#web/components/data-table/list-query';
import { api } from '#web/lib/api-client';

export const personKeys = {
  all: ['admin', 'persons'] as const,
  lists: ['admin', 'persons', 'list'] as const,
  list: (role: Role, params: ListQuery) => ['admin', 'persons', 'list', role, params] as const,
  detail: (id: string) => ['admin', 'persons', 'detail', id] as const,
};

/** One page of person users of a role (GET /api/admin/persons). */
export function usePersons(role: Role, params: ListQuery) {
  return useQuery({
    queryKey: personKeys.list(role, params),
    queryFn: ({ signal }) =>
      api.call(personEndpoints.list, { query: listQueryParams(params, { role }), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string | undefined) {
  return useQuery({
    queryKey: personKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(personEndpoints.one, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Edit in place: only the changed fields, as field and value pairs (PATCH /api/admin/persons/:id). */
export function useChangePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FieldChanges) =>
      api.call(personEndpoints.update, { params: { id }, body: { changes } }),
    onSuccess: (person) => {
      queryClient.setQueryData(personKeys.detail(id), person);
      void queryClient.invalidateQueries({ queryKey: personKeys.lists });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey('user', id) });
    },
  });
}

/** Deletes (deactivates) person users; their history stays. */
export function useDeactivatePersons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.call(personEndpoints.remove, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personKeys.all }),
  });
}

export function useInvitePerson(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call(personEndpoints.invite, { body: { email, role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personKeys.lists }),
  });
}

export function useResendVerification(id: string) {
  return useMutation({
    mutationFn: () => api.call(personEndpoints.resendVerification, { params: { id } }),
  });
}
