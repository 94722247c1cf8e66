import { useMutation, useQuery } from '@tanstack/react-query';
import { referenceEndpoints } from '#shared/contracts/reference';
import {
  contactEndpoints,
  type AccessibilityFeedback,
  type MessageContact,
  type SearchContact,
} from '#shared/contracts/contact';
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
    queryFn: ({ signal }) => api.call(referenceEndpoints.jobTitles, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The home page's specialist search; the server mails the operator and the sender. */
export function useSubmitSearchContact() {
  return useMutation({
    mutationFn: (body: SearchContact) => api.call(contactEndpoints.sendEmail, { body }),
  });
}

/** The contact forms for clinics, agencies and general enquiries. */
export function useSubmitMessageContact() {
  return useMutation({
    mutationFn: (body: MessageContact) => api.call(contactEndpoints.create, { body }),
  });
}

/** Feedback on a barrier, from the accessibility statement. */
export function useSubmitAccessibilityFeedback() {
  return useMutation({
    mutationFn: (body: AccessibilityFeedback) =>
      api.call(contactEndpoints.accessibilityFeedback, { body }),
  });
}
