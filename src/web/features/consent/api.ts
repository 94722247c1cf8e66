import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consentEndpoints, type AcceptConsentBody } from '#shared/contracts/consent';
import { api } from '#web/lib/api-client';

export const consentKey = ['me', 'consent'] as const;

/** What the signed-in person must accept now and what is announced. */
export function useConsentStatus(enabled = true) {
  return useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) => api.call(consentEndpoints.status, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptConsentBody) => api.call(consentEndpoints.accept, { body }),
    onSuccess: (status) => queryClient.setQueryData(consentKey, status),
  });
}
