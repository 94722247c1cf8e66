import { describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/contracts/engine';
import { notifications } from '#server/db/schema/index';
import {
  applicationTo,
  call,
  ctx,
  hrNord,
  medi,
  requestWith,
  select,
  useSelectionApp,
  wardKardio,
} from '#server/test/selection-fixtures';

useSelectionApp();

describe('the call to pick someone, once someone is picked', () => {
  it('reads as settled in the manager’s and HR’s notifications; other kinds stay as they were', async () => {
    const request = await requestWith([[3, 6, 8]]);
    await ctx.db.insert(notifications).values(
      [wardKardio, hrNord].flatMap((actor) => [
        {
          userId: actor.user.id,
          kind: 'offer_accepted',
          requestId: request.id,
          payload: { title: request.title },
        },
        { userId: actor.user.id, kind: 'request_changed', requestId: request.id, payload: {} },
      ]),
    );
    const kinds = async (actor: typeof wardKardio) =>
      (await call(actor, 'GET', '/api/notifications'))
        .json<{ items: AppNotification[] }>()
        .items.filter((item) => item.requestId === request.id)
        .map((item) => [item.kind, item.settled])
        .sort();
    expect(await kinds(wardKardio)).toEqual([
      ['offer_accepted', false],
      ['request_changed', false],
    ]);

    const unread = async (actor: typeof wardKardio) =>
      (await call(actor, 'GET', '/api/notifications')).json<{ unread: number }>().unread;
    const before = await unread(wardKardio);

    const { application } = await applicationTo(request.id, { agencyId: medi.id });
    await select(hrNord, request.id, application.id);
    for (const actor of [wardKardio, hrNord]) {
      expect(await kinds(actor)).toEqual([
        ['offer_accepted', true],
        ['request_changed', false],
      ]);
    }
    // Nothing is left to do: the bell's badge no longer counts the call to pick.
    expect(await unread(wardKardio)).toBe(before - 1);
  });
});
