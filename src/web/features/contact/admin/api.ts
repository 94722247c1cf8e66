import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactEndpoints, type ContactRequest } from '#shared/contracts/contact';
import { api } from '#web/lib/api-client';
import { apiQueryParams } from './list-params';
import type { ContactListParams } from './list-params';

export interface ContactRequestPage {
  items: ContactRequest[];
  total: number;
}

export const contactAdminKeys = {
  all: ['admin', 'contact-requests'] as const,
  list: (params: ContactListParams) => ['admin', 'contact-requests', 'list', params] as const,
  detail: (id: string) => ['admin', 'contact-requests', 'detail', id] as const,
};

/** One page of contact requests, paged, sorted and searched by the server. */
export function useContactRequests(params: ContactListParams) {
  return useQuery({
    queryKey: contactAdminKeys.list(params),
    queryFn: ({ signal }) =>
      api.call(contactEndpoints.list, { query: apiQueryParams(params), signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useContactRequest(id: string | undefined) {
  return useQuery({
    queryKey: contactAdminKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(contactEndpoints.one, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
