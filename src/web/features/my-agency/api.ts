import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  myAgencyEndpoints,
  type BillingDetailsBody,
  type CreateMyAgencyBody,
  type PermitBody,
} from '#shared/contracts/my-agency';
import { api } from '#web/lib/api-client';

export const myAgencyKey = ['agency', 'me'] as const;

const myAgencyQuery = queryOptions({
  queryKey: myAgencyKey,
  queryFn: ({ signal }) => api.call(myAgencyEndpoints.one, { signal }),
});

/** Starts the dispatcher's agency before the onboarding gate renders. */
export function prefetchMyAgency(client: QueryClient) {
  return client.prefetchQuery(myAgencyQuery);
}

/** The dispatcher's own agency with its permit and vetting state; null before onboarding. */
export function useMyAgency(enabled = true) {
  return useQuery({
    ...myAgencyQuery,
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
    mutationFn: (body: CreateMyAgencyBody) => api.call(myAgencyEndpoints.create, { body }),
    onSuccess: (agency) => queryClient.setQueryData(myAgencyKey, { agency }),
  });
}

/** A changed permit goes back to pending until an administrator vets it again. */
export function useUpdatePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermitBody) => api.call(myAgencyEndpoints.updatePermit, { body }),
    onSuccess: (agency) => queryClient.setQueryData(myAgencyKey, { agency }),
  });
}

/** The tax number or VAT ID and the account the agency's invoices name. */
export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetailsBody) => api.call(myAgencyEndpoints.updateBilling, { body }),
    onSuccess: (agency) => queryClient.setQueryData(myAgencyKey, { agency }),
  });
}
