import type { NotificationRow } from './notifications.queries';

/** A notification as the API and the live stream send it (one shape for both). */
export function toNotificationJson(row: NotificationRow) {
  return {
    _id: row.id,
    kind: row.kind,
    requestId: row.requestId,
    payload: row.payload,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
