/**
 * The live messages sent with pg_notify (at most 8,000 bytes a payload). A few notifications are
 * named as [userId, notificationId] pairs; a whole pool's are named by what they share, so one
 * message stands for ten thousand (before: 112 messages of 90 pairs). A process only fetches the
 * rows of the users who have a stream open on it.
 */
export type LiveMessage =
  /** New notifications: [userId, notificationId] pairs. */
  | { n: [string, string][] }
  /** New notifications of one notify call: its kind, request and created_at (the transaction's now()). */
  | { b: LiveBatch }
  /** These users' unread counts changed (read elsewhere). */
  | { u: string[] }
  /**
   * A pool's fan-out was committed: its members' `notification` events, read from its one row
   * with the ids their rows will have. `s`: those rows are stored now, send the
   * members' unread counts.
   */
  | { f: string; s?: true };

/** 90 pairs of two uuids stay well under the 8,000-byte limit. */
export const PAIRS_PER_MESSAGE = 90;

/** [kind, requestId, created_at as PostgreSQL's text]: the rows of one notify call. */
export type LiveBatch = [string, string, string];

export function liveMessages(created: { id: string; userId: string }[]): string[] {
  const messages: string[] = [];
  for (let start = 0; start < created.length; start += PAIRS_PER_MESSAGE) {
    const pairs = created
      .slice(start, start + PAIRS_PER_MESSAGE)
      .map((row) => [row.userId, row.id]);
    messages.push(JSON.stringify({ n: pairs }));
  }
  return messages;
}

/** One server-sent event as it goes on the wire. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A pool fan-out committed (its events), or its members' rows stored (`stored`: their counts). */
export function fanoutMessage(fanoutId: string, stored = false): string {
  return JSON.stringify(stored ? { f: fanoutId, s: true } : { f: fanoutId });
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
          Array.isArray(pair) &&
          pair.length === 2 &&
          typeof pair[0] === 'string' &&
          typeof pair[1] === 'string',
      );
      return { n: pairs };
    }
    if (
      'b' in value &&
      Array.isArray(value.b) &&
      value.b.length === 3 &&
      value.b.every((part) => typeof part === 'string')
    ) {
      return { b: value.b as LiveBatch };
    }
    if ('f' in value && typeof value.f === 'string') {
      return 's' in value && value.s === true ? { f: value.f, s: true } : { f: value.f };
    }
    if ('u' in value && Array.isArray(value.u)) {
      return { u: value.u.filter((id): id is string => typeof id === 'string') };
    }
    return null;
  } catch {
    return null;
  }
}
