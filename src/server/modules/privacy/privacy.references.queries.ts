import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import * as s from '#server/db/schema/index';
import { QUOTED_PERSON_KEY, QUOTED_PERSON_SLOT } from '#server/modules/mail/mail.service';

/*
 * What an erasure does to rows that are not the person's own: each is found by the person's id
 * (or the id of a row of theirs), never by searching text for their name, so a name that is also
 * an organisation's, or holds quotes and backslashes, changes nothing else.
 */

/**
 * Audit rows about the person (their account, the invitations to them) keep who did what and
 * when, and which fields; the values they recorded (name, address, phone, file names) are emptied.
 */
export async function emptyAuditValues(db: Db, userId: string, invitationIds: string[]) {
  const emptied = sql`(select coalesce(jsonb_agg(jsonb_build_object('field', c ->> 'field', 'old', null, 'new', null) order by n), '[]'::jsonb)
    from jsonb_array_elements(${s.auditLog.changes}) with ordinality as e(c, n))`;
  const aboutThem = and(eq(s.auditLog.entityType, 'user'), eq(s.auditLog.entityId, userId));
  const theirInvitations =
    invitationIds.length > 0
      ? and(eq(s.auditLog.entityType, 'invitation'), inArray(s.auditLog.entityId, invitationIds))
      : undefined;
  await db.update(s.auditLog).set({ changes: emptied }).where(or(aboutThem, theirInvitations));
}

/**
 * Messages to others that name the person (an agency told who was selected, an AÜG warning)
 * hold the name as the value of their `person` slot beside the person's id: every such copy in
 * the outbox, waiting or sent, now names `name`. What reached a mailbox stays the recipient's.
 */
export async function renameInQuotingMessages(db: Db, userId: string, name: string) {
  await db
    .update(s.outboxTable)
    .set({
      mailValues: sql`${s.outboxTable.mailValues} || jsonb_build_object(${QUOTED_PERSON_SLOT}::text, ${name}::text)`,
    })
    .where(sql`${s.outboxTable.mailValues} ->> ${QUOTED_PERSON_KEY}::text = ${userId}::text`);
}

/**
 * Notifications written before payloads named people by id: an AÜG warning carried the worker's
 * name as its title (its key begins with their id), an acceptance the name as `person` (on a
 * request they accepted). The name goes; the warning gets the id, which the API names when read.
 */
export async function forgetNamesInOlderNotifications(
  db: Db,
  userId: string,
  auegKinds: readonly string[],
) {
  const older = sql`not (${s.notifications.payload} ? 'personId')`;
  await db
    .update(s.notifications)
    .set({
      payload: sql`(${s.notifications.payload} - 'title') || jsonb_build_object('personId', ${userId}::text)`,
    })
    .where(
      and(
        inArray(s.notifications.kind, [...auegKinds]),
        older,
        sql`split_part(${s.notifications.payload} ->> 'key', ':', 1) = ${userId}::text`,
      ),
    );
  const accepted = db
    .select({ requestId: s.requestOffers.requestId })
    .from(s.requestOffers)
    .where(and(eq(s.requestOffers.userId, userId), eq(s.requestOffers.answer, 'accepted')));
  await db
    .update(s.notifications)
    .set({ payload: sql`${s.notifications.payload} - 'person'` })
    .where(
      and(
        eq(s.notifications.kind, 'offer_accepted'),
        inArray(s.notifications.requestId, accepted),
        older,
        sql`${s.notifications.payload} ? 'person'`,
      ),
    );
}
