import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/contracts/engine';
import type { StaffRequest } from '#shared/contracts/requests';
import {
  departmentMembers,
  notifications,
  outbox,
  poolFanouts,
  requestOffers,
} from '#server/db/schema/index';
import { derivedUuid } from '#server/lib/tokens';
import type { Actor } from '#server/test/agency-fixtures';
import { utcDayAt, withFanoutCompletionRefused } from '#server/test/engine-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ctx,
  org,
  poolMember,
  streamOf,
  usePoolDeliveryApp,
  ward,
} from '#server/test/pool-delivery-fixtures';
import { staffBody } from '#server/test/requests-fixtures';

// A new request's pool with the real notifier, when its fan-out was not completed.
usePoolDeliveryApp();

/** What a request's pool has in the database: offers, offer notifications, e-mails to these members. */
async function stored(requestId: string, members: Actor[]) {
  const [offers, sent, mails] = await Promise.all([
    ctx.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId)),
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'offer'))),
    ctx.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'email'),
          inArray(
            outbox.recipient,
            members.map((member) => member.user.email),
          ),
        ),
      ),
  ]);
  return { offers: offers.length, notifications: sent.length, mails: mails.length };
}

/**
 * The request's transaction commits its fan-out, and then the process dies before the second
 * transaction: here, that transaction fails (a trigger refuses the done mark), which the POST
 * logs and survives, as a crash would leave it. Nothing accepted is lost.
 */
describe('a pool whose fan-out was not completed', () => {
  async function postWithFailingCompletion(title: string) {
    return withFanoutCompletionRefused(ctx.db, async () => {
      const response = await injectAs(
        ctx.app,
        { 'accept-language': 'de', ...ward.headers },
        'POST',
        '/api/job',
        staffBody(org, {
          title,
          dates: [
            {
              startDate: utcDayAt(30, 8),
              endDate: utcDayAt(30, 12),
              activity: 'times',
              type: 'Neue_Dienstanfrage',
            },
          ],
          qualification: 'Examine Pflegekraft',
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StaffRequest>()._id;
    });
  }

  it('is completed once by the task runner; its live events came on the first commit', async () => {
    const members = await Promise.all(['Greta', 'Hanna'].map(poolMember));
    const streams = await Promise.all(members.map(streamOf));
    const requestId = await postWithFailingCompletion('Frühdienst ohne zweite Transaktion');
    expect(await stored(requestId, members)).toEqual({ offers: 0, notifications: 0, mails: 0 });
    // Every member of the pool already had the live event (this test's two among them).
    for (const stream of streams) {
      await stream.waitFor(
        (event) =>
          event.event === 'notification' && (event.data as AppNotification).requestId === requestId,
      );
    }

    // Not before the grace period; then once, whichever process's runner gets there.
    const [fanout] = await ctx.db
      .select()
      .from(poolFanouts)
      .where(eq(poolFanouts.requestId, requestId));
    const due = new Date(fanout!.askedAt.getTime() + 61_000);
    expect(await ctx.app.taskRunner.runDue(new Date(fanout!.askedAt.getTime() + 1000))).toBe(0);
    expect(await ctx.app.taskRunner.runDue(due)).toBe(1);
    const pool = (
      await ctx.db.select().from(departmentMembers).where(eq(departmentMembers.kind, 'customer'))
    ).length;
    const after = await stored(requestId, members);
    expect(after).toEqual({ offers: pool, notifications: pool, mails: members.length });
    expect(await ctx.app.taskRunner.runDue(due)).toBe(0);

    // The ids the live events named are the rows'; the unread count follows the rows.
    for (const [index, member] of members.entries()) {
      const [row] = await ctx.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.requestId, requestId), eq(notifications.userId, member.user.id)),
        );
      const live = streams[index]!.events.find(
        (event) =>
          event.event === 'notification' && (event.data as AppNotification).requestId === requestId,
      );
      expect((live!.data as AppNotification)._id).toBe(row!.id);
      const unread = (
        await ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, member.user.id), isNull(notifications.readAt)))
      ).length;
      await streams[index]!.waitFor(
        (event) => event.event === 'unread' && (event.data as { unread: number }).unread === unread,
      );
    }

    // Completed again (its seed put back, its mark undone): nothing new is written.
    await ctx.db
      .update(poolFanouts)
      .set({ doneAt: null, tokenSeed: fanout!.tokenSeed })
      .where(eq(poolFanouts.id, fanout!.id));
    const outboxBefore = (await ctx.db.select().from(outbox)).length;
    // A member's own list completes it again: the rows are the same.
    await injectAs(ctx.app, members[0]!.headers, 'GET', '/api/me/shifts');
    expect(await stored(requestId, members)).toEqual(after);
    expect((await ctx.db.select().from(outbox)).length).toBe(outboxBefore);
    for (const stream of streams) stream.close();
  });

  it("is completed by a member's own list in the window, and the member's accept works", async () => {
    const [member] = await Promise.all(['Ida'].map(poolMember));
    const requestId = await postWithFailingCompletion('Frühdienst, Zusage im Fenster');
    expect(await stored(requestId, [member!])).toMatchObject({ offers: 0 });

    const shifts = await injectAs(ctx.app, member!.headers, 'GET', '/api/me/shifts');
    expect(shifts.statusCode, shifts.body).toBe(200);
    const offer = shifts
      .json<{ offers: { offerId: string; request: { _id: string } }[] }>()
      .offers.find((entry) => entry.request._id === requestId);
    expect(offer).toBeDefined();
    const answered = await injectAs(
      ctx.app,
      member!.headers,
      'POST',
      `/api/offers/${offer!.offerId}/answer`,
      { answer: 'accepted' },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await stored(requestId, [member!])).mails).toBe(1);
    // Completed there, its fallback task went with it: nothing runs twice.
    const [fanout] = await ctx.db
      .select()
      .from(poolFanouts)
      .where(eq(poolFanouts.requestId, requestId));
    expect(fanout!.doneAt).not.toBeNull();
    expect(await ctx.app.taskRunner.runDue(new Date(fanout!.askedAt.getTime() + 61_000))).toBe(0);
    expect((await stored(requestId, [member!])).mails).toBe(1);
  });

  it('is completed by the bell in the window: the list shows the pushed item, and marking it read sticks', async () => {
    const [first, second] = await Promise.all(['Jana', 'Kai'].map(poolMember));
    const listed = await postWithFailingCompletion('Spätdienst, Glocke im Fenster');
    const bell = await injectAs(ctx.app, first!.headers, 'GET', '/api/notifications?limit=20');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(
      bell.json<{ items: AppNotification[] }>().items.some((item) => item.requestId === listed),
    ).toBe(true);

    // The pushed item's id names a row not written yet; marking it read writes the row, read.
    const marked = await postWithFailingCompletion('Spätdienst, gelesen im Fenster');
    const [fanout] = await ctx.db
      .select()
      .from(poolFanouts)
      .where(eq(poolFanouts.requestId, marked));
    const liveId = derivedUuid(fanout!.id, second!.user.id);
    const read = await injectAs(ctx.app, second!.headers, 'POST', '/api/notifications/read', {
      ids: [liveId],
    });
    expect(read.statusCode, read.body).toBe(200);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, liveId));
    expect(row).toMatchObject({ userId: second!.user.id, requestId: marked });
    expect(row!.readAt).not.toBeNull();
  });
});
