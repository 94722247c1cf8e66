import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '#server/test/agency-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';

// A pool member who tapped "no" by mistake takes it back while the request still asks.
const { world, staffDate, call, poolMember, post, offerOf, errorOf, snapshot } = ladderTestbed();
let kardio: { id: string };
let hr: Actor;
let ward: Actor;
beforeAll(() => {
  ({ kardio, hr, ward } = world);
});

describe('POST /api/offers/:offerId/undo-decline', () => {
  it('opens a declined offer again, which can then be accepted', async () => {
    const mia = await poolMember(kardio.id, { skills: ['Undo'] });
    const created = await post(ward, { skills: ['Undo'], dates: [staffDate(15)] });
    const offer = (await offerOf(created._id, mia.user.id))!;
    const no = await call(mia, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'declined' });
    expect(no.statusCode).toBe(200);

    const undone = await call(mia, 'POST', `/api/offers/${offer.id}/undo-decline`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'open', answer: null });
    expect((await offerOf(created._id, mia.user.id))!.answer).toBeNull();

    const yes = await call(mia, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' });
    expect(yes.statusCode).toBe(200);
    // An accepted offer is not taken back here: the manager may be picking.
    const again = await call(mia, 'POST', `/api/offers/${offer.id}/undo-decline`, undefined, 'de');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('OFFER_ANSWERED');
    expect((await offerOf(created._id, mia.user.id))!.answer).toBe('accepted');
  });

  it('refuses others, the anonymous and an unanswered offer, changing nothing', async () => {
    const noa = await poolMember(kardio.id, { skills: ['Undo2'] });
    const ole = await poolMember(kardio.id, { skills: ['Undo2'] });
    const created = await post(ward, { skills: ['Undo2'], dates: [staffDate(16)] });
    const offer = (await offerOf(created._id, noa.user.id))!;
    const open = await call(noa, 'POST', `/api/offers/${offer.id}/undo-decline`);
    expect(open.statusCode).toBe(409);
    await call(noa, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'declined' });
    const frozen = await snapshot(created._id);
    expect((await call(null, 'POST', `/api/offers/${offer.id}/undo-decline`)).statusCode).toBe(401);
    for (const other of [ole, ward, hr]) {
      expect((await call(other, 'POST', `/api/offers/${offer.id}/undo-decline`)).statusCode).toBe(
        404,
      );
    }
    expect(await snapshot(created._id)).toEqual(frozen);
    expect((await offerOf(created._id, noa.user.id))!.answer).toBe('declined');
  });
});
