/**
 * The live messages sent with pg_notify: PostgreSQL allows 8,000 bytes a payload, so a
 * notification of a whole pool is split into chunks of [userId, notificationId] pairs. A process
 * only fetches the rows of the users who have a stream open on it.
 */
export type LiveMessage =
  /** New notifications: [userId, notificationId] pairs. */
  | { n: [string, string][] }
  /** These users' unread counts changed (read elsewhere). */
  | { u: string[] };

/** 90 pairs of two uuids stay well under the 8,000-byte limit. */
const PAIRS_PER_MESSAGE = 90;

export function liveMessages(created: { id: string; userId: string }[]): string[] {
  const messages: string[] = [];
  for (let start = 0; start < created.length; start += PAIRS_PER_MESSAGE) {
    const pairs = created.slice(start, start + PAIRS_PER_MESSAGE).map((row) => [row.userId, row.id]);
    messages.push(JSON.stringify({ n: pairs }));
  }
  return messages;
}

export function unreadMessage(userId: string): string {
  return JSON.stringify({ u: [userId] });
}

export function parseLiveMessage(text: string): LiveMessage | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    if ('n' in value && Array.isArray(value.n)) {
      const pairs = value.n.filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
      );
      return { n: pairs };
    }
    if ('u' in value && Array.isArray(value.u)) {
      return { u: value.u.filter((id): id is string => typeof id === 'string') };
    }
    return null;
  } catch {
    return null;
  }
}
