import type { NotificationRow } from './notifications.queries';

/**
 * A notification as the API and the live stream send it (one shape for both). The person it is
 * about travels by id in the payload and is named here, as their account reads now.
 */
export function toNotificationJson(row: NotificationRow) {
  const personId = row.payload.personId;
  return {
    _id: row.id,
    kind: row.kind,
    requestId: row.requestId,
    payload: row.payload,
    person: typeof personId === 'string' ? { _id: personId, name: row.personName ?? '' } : null,
    readAt: row.readAt?.toISOString() ?? null,
    settled: row.settled ?? false,
    createdAt: row.createdAt.toISOString(),
  };
}
