import { useMutation, useQuery } from '@tanstack/react-query';
import type { JobTitlesResponse } from '#shared/contracts/reference';
import type { MessageContact, SearchContact } from '#shared/contracts/contact';
import { api } from '#web/lib/api-client';

export interface ContactCreated {
  message: string;
  id: string;
}

/**
 * The specialities for the search form. The same request and cache key as
 * features/reference (a feature may not import another), so the two share one cache entry.
 */
export function useSpecialities() {
  return useQuery({
    queryKey: ['reference', 'job-titles'] as const,
    queryFn: ({ signal }) => api.get<JobTitlesResponse>('/metainformation/job-titles', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The home page's specialist search; the server mails the operator and the sender. */
export function useSubmitSearchContact() {
  return useMutation({
    mutationFn: (body: SearchContact) =>
      api.post<ContactCreated>('/metainformation/submit/send-email', body),
  });
}

/** The contact forms for clinics, agencies and general enquiries. */
export function useSubmitMessageContact() {
  return useMutation({
    mutationFn: (body: MessageContact) => api.post<ContactCreated>('/contact-requests', body),
  });
}
