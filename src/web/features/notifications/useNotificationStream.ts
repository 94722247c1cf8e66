import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints, type AppNotification } from '#shared/contracts/engine';
import { api } from '#web/lib/api-client';
import { fetchStreamTicket, notificationKeys, NOTIFICATION_PAGE_SIZE } from './api';
import { reconnectDelayMs, withNotification, type NotificationPage } from './live';

/**
 * Keeps the bell current: an EventSource on /api/notifications/stream with a fresh ticket each
 * time. On an error it closes (the browser would retry with the spent ticket), waits with
 * back-off, takes a new ticket and refetches the list, since pushes may have been missed.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const setPage = (
      update: (page: NotificationPage | undefined) => NotificationPage | undefined,
    ) => queryClient.setQueryData<NotificationPage>(notificationKeys.page, update);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.page });

    const retry = () => {
      source?.close();
      source = undefined;
      if (stopped) return;
      timer = setTimeout(() => void connect(), reconnectDelayMs(attempt));
      attempt += 1;
    };

    const connect = async () => {
      let ticket: string;
      try {
        ticket = (await fetchStreamTicket()).ticket;
      } catch {
        return retry();
      }
      if (stopped) return;
      const next = new EventSource(api.url(notificationEndpoints.stream, { query: { ticket } }));
      source = next;
      next.addEventListener('open', () => {
        if (attempt > 0) refetch();
        attempt = 0;
      });
      next.addEventListener('notification', (event) => {
        const item = JSON.parse((event as MessageEvent<string>).data) as AppNotification;
        setPage((page) => withNotification(page, item, NOTIFICATION_PAGE_SIZE));
      });
      next.addEventListener('unread', (event) => {
        const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
        setPage((page) => (page ? { ...page, unread } : page));
      });
      next.addEventListener('resync', refetch);
      next.addEventListener('error', retry);
    };

    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
