import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { engineEndpoints, myShiftsEndpoints } from '#shared/contracts/engine';
import type { OfferAnswer } from '#shared/request-states';
import { api } from '#web/lib/api-client';

/** A pool member's offers, bookings and feed (/api/me/…), and the one-tap answer links (/api/offers/…). */
export const myShiftsKeys = {
  all: ['my-shifts'] as const,
  offerLink: (token: string) => ['offer-link', token] as const,
};

const myShiftsQuery = queryOptions({
  queryKey: myShiftsKeys.all,
  queryFn: ({ signal }) => api.call(myShiftsEndpoints.list, { signal }),
});

export function useMyShifts() {
  return useQuery({
    ...myShiftsQuery,
    // Offers arrive and expire while the page is open (live events come through the bell).
    refetchInterval: 60_000,
  });
}

/** Starts the lists before the page renders (routes/pool/MyShiftsPage). */
export function prefetchMyShifts(client: QueryClient) {
  return client.prefetchQuery(myShiftsQuery);
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: OfferAnswer }) =>
      api.call(engineEndpoints.answerOffer, { params: { offerId }, body: { answer } }),
    // Answered or refused, the lists have changed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myShiftsKeys.all }),
  });
}

/** Takes back one's decline while the request still asks; the offer is open again. */
export function useUndoDecline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api.call(engineEndpoints.undoDecline, { params: { offerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myShiftsKeys.all }),
  });
}

/** Creates the private calendar URL, or a new one that replaces it. */
export function useCalendarFeed() {
  return useMutation({ mutationFn: () => api.call(myShiftsEndpoints.createCalendarFeed) });
}

/** What an answer link shows; read only, so a mail scanner that opens the page answers nothing. */
export function useOfferLink(token: string | null) {
  return useQuery({
    queryKey: myShiftsKeys.offerLink(token ?? ''),
    queryFn: ({ signal }) =>
      api.call(engineEndpoints.offerByToken, { query: { token: token ?? '' }, signal }),
    enabled: Boolean(token),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAnswerByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer, via }: { answer: OfferAnswer; via?: 'email' | 'sms' }) =>
      api.call(engineEndpoints.answerByToken, { body: { token, answer, ...(via ? { via } : {}) } }),
    onSuccess: (info) => queryClient.setQueryData(myShiftsKeys.offerLink(token), info),
  });
}

/**
 * Live lists: when the bell's list changes (the notification stream pushed an offer, a fill or a
 * cancellation), My shifts is fetched again. Keyed on the bell's query name rather than an
 * import, since features do not import each other.
 */
export function useRefetchOnNotifications(queryName = 'notifications') {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== queryName) return;
        void queryClient.invalidateQueries({ queryKey: myShiftsKeys.all });
      }),
    [queryClient, queryName],
  );
}
