import type { NotificationChannel } from '#shared/request-states';
import type { Db } from '#server/db/client';

/** What the engine tells people about; the notifications module renders each kind. */
export type EngineNotificationKind =
  /** A pool member is asked to take a request (answer links by e-mail and SMS). */
  | 'offer'
  /** To the ward manager and HR: a pool member accepted; pick one. */
  | 'offer_accepted'
  /** To HR: the pool's time ran out, approve external filling or cancel. */
  | 'hr_review'
  /** To everyone asked: somebody was picked (the picked person hears it too). */
  | 'request_filled'
  /** To everyone asked: the request was cancelled. */
  | 'request_cancelled'
  /** To agency dispatchers whose job alert matches: a request they may serve is open for agencies. */
  | 'external_request'
  /** To pool members still asked or accepted: the request's dates or requirements changed. */
  | 'request_changed'
  /** To pool members with an open offer: the request changed and no longer fits them. */
  | 'offer_withdrawn'
  /** To pool members who accepted: the request changed, they no longer fit, their acceptance no longer applies. */
  | 'acceptance_withdrawn';

export interface NotifyInput {
  userIds: string[];
  kind: EngineNotificationKind;
  requestId: string | null;
  /** Shown in the notification (title, organisation, dates, …); stored with the in-app notification. */
  payload: Record<string, unknown>;
  /** Where the notification leads, a path under the language root, e.g. `/hospital/requests/:id`. */
  link?: string;
  /** The person it is about, if not a recipient: stored by id only, named when read (notifications module). */
  about?: { id: string; name: string };
  /**
   * One-tap answer paths per user (under the language root, with the token), for e-mail and SMS
   * only: the token is a bearer secret and must never be stored with the in-app notification.
   */
  answerLinks?: Map<string, { accept: string; decline: string }>;
  /** Only these channels (intersected with each person's preferences); all preferred when absent. */
  channels?: NotificationChannel[];
  /**
   * The pool fan-out these notifications complete: their ids and created_at come
   * from it, rows written already are skipped, and only the unread counts are pushed (the
   * notification events went out from the fan-out when it was committed).
   */
  fanoutId?: string;
}

/**
 * Writes notifications inside the caller's transaction: in-app rows, e-mail and SMS through the
 * outbox per each person's preferences, and the live push once the transaction commits. The
 * notifications module's createNotifier() is the one app.ts wires in; tests may record instead.
 */
export interface Notifier {
  notify(tx: Db, input: NotifyInput): Promise<void>;
  /** The live `notification` events of a pool fan-out, pushed when `tx` commits. */
  announceFanout?(tx: Db, fanoutId: string): Promise<void>;
}
