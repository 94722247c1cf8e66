import { useMutation, useQuery } from '@tanstack/react-query';
import { referenceEndpoints } from '#shared/contracts/reference';
import {
  contactEndpoints,
  type AccessibilityFeedback,
  type MessageContact,
  type SearchContact,
} from '#shared/contracts/contact';
import { api } from '#web/lib/api-client';
import { queryKeyOf } from '#web/lib/query-keys';

export interface ContactCreated {
  message: string;
  id: string;
}

/**
 * The specialities for the search form: the endpoint's one key, as features/reference reads it
 * (a feature may not import another), so the two share one cache entry.
 */
export function useSpecialities() {
  return useQuery({
    queryKey: queryKeyOf(referenceEndpoints.jobTitles),
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
