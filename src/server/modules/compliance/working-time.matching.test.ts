import { describe, expect, it } from 'vitest';
import { applications, requests, shifts } from '#server/db/schema/index';
import { HOUR } from '#server/test/engine-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';

/**
 * Pool matching under the Working Hours Act: whom 10 hours of work on one day
 * would refuse, counting a shift booked at any clinic, is not asked. Times are UTC hours of a
 * day ahead; every one of them falls on one Berlin day.
 */
const { world, dayAt, staffDate, poolMember, post, offersOf, call } = ladderTestbed();

async function bookedOn(userId: string, startsAt: number, endsAt: number) {
  const { ctx, org, intensiv } = world;
  const [request] = await ctx.db
    .insert(requests)
    .values({
      organisationId: org.id,
      departmentId: intensiv.id,
      kind: 'staff',
      state: 'internal_fill',
      title: 'Gebucht',
      firstShiftStart: new Date(startsAt),
      lastShiftEnd: new Date(endsAt),
    })
    .returning();
  await ctx.db.insert(shifts).values({
    requestId: request!.id,
    organisationId: org.id,
    departmentId: intensiv.id,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  });
  await ctx.db.insert(applications).values({ requestId: request!.id, userId, state: 'selected' });
}

describe('pool matching and the 10 hours a day', () => {
  it('asks whom the shift leaves at 10 hours of work that day, skips whom it takes to 10 h 1 min', async () => {
    const skill = 'ZehnStunden';
    const exact = await poolMember(world.kardio.id, { firstName: 'Exact', skills: [skill] });
    const over = await poolMember(world.kardio.id, { firstName: 'Over', skills: [skill] });
    // 00:00–05:00 UTC booked (5 hours, no break), the request 16:00–21:00 UTC (5 hours): 11 hours of rest.
    await bookedOn(exact.user.id, dayAt(20, 0), dayAt(20, 5));
    // A minute earlier is still the same Berlin day (UTC+1 or +2): 5 h 1 min.
    await bookedOn(over.user.id, dayAt(20, 0) - 60_000, dayAt(20, 5));

    const created = await post(world.ward, { skills: [skill], dates: [staffDate(20, 16, 5)] });
    const asked = (await offersOf(created._id)).map((offer) => offer.userId);
    expect(asked).toContain(exact.user.id);
    expect(asked).not.toContain(over.user.id);
    expect(staffDate(20, 16, 5).endDate - staffDate(20, 16, 5).startDate).toBe(5 * HOUR);
  });

  it('withdraws the offer when an edit of the request takes someone to 10 h 1 min that day', async () => {
    const skill = 'ZehnStundenEdit';
    const member = await poolMember(world.kardio.id, { firstName: 'Edited', skills: [skill] });
    await bookedOn(member.user.id, dayAt(21, 0), dayAt(21, 5));
    const created = await post(world.ward, { skills: [skill], dates: [staffDate(21, 16, 5)] });
    const offerOfMember = async () =>
      (await offersOf(created._id)).find((offer) => offer.userId === member.user.id);
    expect((await offerOfMember())?.withdrawnAt ?? null).toBeNull();

    // A minute longer at the end: the rest before it stays 11 hours, the day's work becomes 10 h 1 min.
    const longer = { ...staffDate(21, 16, 5), endDate: dayAt(21, 16) + 5 * HOUR + 60_000 };
    const edited = await call(world.ward, 'PUT', `/api/job/${created._id}`, {
      title: created.title,
      organisation: world.org.id,
      skills: [skill],
      dates: [longer],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await offerOfMember())?.withdrawnAt).toBeInstanceOf(Date);
  });
});
