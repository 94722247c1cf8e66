import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  requestEndpoints,
  type CreateMyOrganisationBody,
  type CreateRequestBody,
  type ListRequestsQuery,
  type UpdateRequestBody,
} from '#shared/contracts/requests';
import { documentEndpoints } from '#shared/contracts/job-board';
import { myOrganisationEndpoints } from '#shared/contracts/my-organisations';
import { selectionEndpoints } from '#shared/contracts/selection';
import type { z } from 'zod';
import { engineEndpoints, type hrDecisionBodySchema } from '#shared/contracts/engine';
import { api } from '#web/lib/api-client';
import { queryKeyOf } from '#web/lib/query-keys';

/** Requests (/api/job), their calendar and the caller's organisations (/api/organisation). */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => ['requests', 'list'] as const,
  list: (query: ListRequestsQuery) => ['requests', 'list', query] as const,
  calendar: (from: string, to: string, departmentId?: string) =>
    ['requests', 'calendar', from, to, departmentId ?? ''] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
};
export const organisationKeys = {
  /** GET /organisation's one key, shared with the my-organisations and timesheets features. */
  mine: queryKeyOf(myOrganisationEndpoints.list),
  one: (id: string) => ['my-organisations', id] as const,
};

/** One of the three tables (or all requests), paged and sorted by the server. */
export function useRequests(query: ListRequestsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => api.call(requestEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The shifts overlapping a calendar window (ISO date-times). */
export function useCalendarShifts(from: string, to: string, departmentId?: string) {
  return useQuery({
    queryKey: requestKeys.calendar(from, to, departmentId),
    queryFn: ({ signal }) =>
      api.call(requestEndpoints.calendar, { query: { from, to, departmentId }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRequest(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(requestEndpoints.one, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => api.call(requestEndpoints.create, { body }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request._id), request);
      return queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}

export function useUpdateRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRequestBody) =>
      api.call(requestEndpoints.update, { params: { id }, body }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request._id), request);
      return queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}

export function useDeleteRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.call(requestEndpoints.remove, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** The organisations (with the departments) the caller may act on. */
export function useMyOrganisations() {
  return useQuery({
    queryKey: organisationKeys.mine,
    queryFn: ({ signal }) => api.call(myOrganisationEndpoints.list, { signal }),
    staleTime: 60_000,
  });
}

export function useCreateMyOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMyOrganisationBody) =>
      api.call(myOrganisationEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.mine }),
  });
}

/**
 * The calendar's shifts for the visible window once the calendar has reported it (FullCalendar
 * tells its range after the first render); nothing is fetched before that.
 */
export function useCalendarWindow(
  range: { from: string; to: string } | null,
  departmentId?: string,
) {
  return useQuery({
    queryKey: requestKeys.calendar(range?.from ?? '', range?.to ?? '', departmentId),
    queryFn: ({ signal }) =>
      api.call(requestEndpoints.calendar, {
        // Only called once the range is known (enabled).
        query: { from: range?.from ?? '', to: range?.to ?? '', departmentId },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: range !== null,
  });
}

// ---------------------------------------------------------------------------------------------
// Applicants: every application of a request with its documents, and selecting one.

export const applicantKeys = {
  list: (requestId: string) => ['requests', 'applicants', requestId] as const,
};

export function useApplicants(requestId: string) {
  return useQuery({
    queryKey: applicantKeys.list(requestId),
    queryFn: ({ signal }) =>
      api.call(selectionEndpoints.applicants, { params: { id: requestId }, signal }),
  });
}

/** Selecting fills the request: the detail, the tables, the calendar and the applicants all change. */
export function useSelectApplicant(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      applicationId,
      overrideReason,
    }: {
      applicationId: string;
      overrideReason?: string;
    }) =>
      api.call(selectionEndpoints.select, {
        params: { id: requestId, applicationId },
        // The reason for booking despite working-time warnings.
        body: overrideReason ? { overrideReason } : {},
      }),
    onSuccess: (result) => queryClient.setQueryData(requestKeys.detail(requestId), result.request),
    // A 409 (someone else selected first) also means the shown state is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** A five-minute download link for a private document (POST /api/documents/:id/link). */
export function useDocumentLink() {
  return useMutation({
    mutationFn: (documentId: string) =>
      api.call(documentEndpoints.link, { params: { id: documentId } }),
  });
}

// ---------------------------------------------------------------------------------------------
// The ladder: the request's timeline and HR's decision when its pool did not fill it.

export type HrDecision = z.infer<typeof hrDecisionBodySchema>['decision'];

export const timelineKeys = {
  one: (requestId: string) => ['requests', 'timeline', requestId] as const,
};

/** GET /api/job/:id/timeline; while a stage runs, polled so a passed deadline shows without a reload. */
export function useTimeline(requestId: string, options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: timelineKeys.one(requestId),
    queryFn: ({ signal }) =>
      api.call(engineEndpoints.timeline, { params: { id: requestId }, signal }),
    refetchInterval: options.pollMs ?? false,
  });
}

/** One tap of HR: approve external filling or cancel; the request, tables, calendar and timeline change. */
export function useHrDecision(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: HrDecision) =>
      api.call(engineEndpoints.hrDecision, { params: { id: requestId }, body: { decision } }),
    onSuccess: (request) => queryClient.setQueryData(requestKeys.detail(requestId), request),
    // A 409 (decided meanwhile) also means the shown state is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
