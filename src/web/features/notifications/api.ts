import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '#shared/contracts/engine';
import { outboxEndpoints } from '#shared/contracts/outbox';
import { api } from '#web/lib/api-client';
import { markedRead, type NotificationPage } from './live';

export const notificationKeys = {
  page: ['notifications', 'page'] as const,
  outbox: (channel: string, page: number) => ['admin', 'outbox', channel, page] as const,
};

export const NOTIFICATION_PAGE_SIZE = 20;

/** The newest notifications and the unread count (kept current by the live stream). */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.page,
    queryFn: ({ signal }) =>
      api.call(notificationEndpoints.list, { query: { limit: NOTIFICATION_PAGE_SIZE }, signal }),
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api.call(notificationEndpoints.markRead, { body: ids ? { ids } : {} }),
    onMutate: (ids) => {
      queryClient.setQueryData<NotificationPage>(notificationKeys.page, (page) =>
        markedRead(page, ids, new Date()),
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationPage>(notificationKeys.page, (page) =>
        page ? { ...page, unread } : page,
      );
    },
  });
}

/** A 60-second ticket for the stream (EventSource cannot send the Authorization header). */
export function fetchStreamTicket() {
  return api.call(notificationEndpoints.streamTicket);
}

/** Outgoing messages for administrators (SMS stay here without SMS_URL). */
export function useOutbox(channel: 'email' | 'sms' | 'all', page: number, pageSize: number) {
  return useQuery({
    queryKey: notificationKeys.outbox(channel, page),
    queryFn: ({ signal }) =>
      api.call(outboxEndpoints.list, {
        query: { page, pageSize, channel: channel === 'all' ? undefined : channel },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}
