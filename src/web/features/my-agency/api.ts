import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agency } from '#shared/contracts/admin';
import type { CreateMyAgencyBody, PermitBody } from '#shared/contracts/my-agency';
import { api } from '#web/lib/api-client';

export const myAgencyKey = ['agency', 'me'] as const;

/** The dispatcher's own agency with its permit and vetting state; null before onboarding. */
export function useMyAgency(enabled = true) {
  return useQuery({
    queryKey: myAgencyKey,
    queryFn: ({ signal }) => api.get<{ agency: Agency | null }>('/agency/me', { signal }),
    select: (data) => data.agency,
    enabled,
    // Vetting is decided elsewhere: look again when the dispatcher comes back to the tab.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** Onboarding: the first dispatcher creates the agency, which then waits for vetting. */
export function useCreateMyAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMyAgencyBody) => api.post<Agency>('/agency', body),
    onSuccess: (agency) => queryClient.setQueryData(myAgencyKey, { agency }),
  });
}

/** A changed permit goes back to pending until an administrator vets it again. */
export function useUpdatePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermitBody) => api.put<Agency>('/agency/me/permit', body),
    onSuccess: (agency) => queryClient.setQueryData(myAgencyKey, { agency }),
  });
}
