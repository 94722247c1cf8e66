import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  requests,
  shifts,
  unavailability,
  userPreferences,
  users,
} from '#server/db/schema/index';
import type { TestContext } from '#server/test/app';
import { DAY, HOUR } from '#server/test/engine-fixtures';
import type { Actor } from '#server/test/agency-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';
import type { TestOrganisation } from '#server/test/tenants';

/**
 * Who a new request's first ask reaches (pool.queries.ts, the rules of engine.rules.ts in SQL):
 * rest time, overlap, unavailability, days off, archived people, qualification, skills without
 * case.
 */
const { world, dayAt, staffDate, poolMember, post, offersOf } = ladderTestbed();
let ctx: TestContext;
let org: TestOrganisation;
let kardio: { id: string };
let intensiv: { id: string };
let ward: Actor;
beforeAll(() => {
  ({ ctx, org, kardio, intensiv, ward } = world);
});

describe('matching', () => {
  /** A filled request on which the person is booked for one shift. */
  async function bookedOn(userId: string, startsAt: number, endsAt: number) {
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

  it('asks only who may work: rest time, overlap, unavailability, days off, archived, skills without case', async () => {
    const skill = 'Matching';
    const member = (firstName: string, skills = [skill]) =>
      poolMember(kardio.id, { firstName, skills });
    const shiftStart = dayAt(20, 6);
    const shiftEnd = shiftStart + 8 * HOUR;
    const restOk = await member('RestOk');
    await bookedOn(restOk.user.id, shiftEnd + 11 * HOUR, shiftEnd + 19 * HOUR);
    const restShort = await member('RestShort');
    await bookedOn(
      restShort.user.id,
      shiftStart - 19 * HOUR + 60_000,
      shiftStart - 11 * HOUR + 60_000,
    );
    const overlapping = await member('Overlap');
    await bookedOn(overlapping.user.id, shiftStart + HOUR, shiftEnd + HOUR);
    const away = await member('Away');
    await ctx.db.insert(unavailability).values({
      userId: away.user.id,
      startsAt: new Date(shiftStart - DAY),
      endsAt: new Date(shiftStart + HOUR),
    });
    const awayBefore = await member('AwayBefore');
    await ctx.db.insert(unavailability).values({
      userId: awayBefore.user.id,
      startsAt: new Date(shiftStart - DAY),
      endsAt: new Date(shiftStart),
    });
    const weekday = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
    }).format(new Date(shiftStart));
    const isoDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) + 1;
    const dayOff = await member('DayOff');
    await ctx.db
      .insert(userPreferences)
      .values({ userId: dayOff.user.id, daysOff: [isoDay], skipDaysOff: true });
    const dayOffButAsks = await member('DayOffAsks');
    await ctx.db
      .insert(userPreferences)
      .values({ userId: dayOffButAsks.user.id, daysOff: [isoDay], skipDaysOff: false });
    const archived = await member('Archived');
    await ctx.db
      .update(users)
      .set({ archivedAt: new Date() })
      .where(eq(users.id, archived.user.id));
    const upperCase = await member('Upper', ['MATCHING', 'Other']);
    const noQualification = await poolMember(kardio.id, {
      firstName: 'NoQual',
      qualification: null,
      skills: [skill],
    });

    const created = await post(ward, { skills: ['matching'], dates: [staffDate(20, 6, 8)] });
    const asked = (await offersOf(created._id)).map((offer) => offer.userId).sort();
    expect(asked).toEqual(
      [restOk.user.id, awayBefore.user.id, dayOffButAsks.user.id, upperCase.user.id].sort(),
    );
    expect(asked).not.toContain(noQualification.user.id);
    expect(asked).not.toContain(restShort.user.id);
    expect(asked).not.toContain(overlapping.user.id);
    expect(asked).not.toContain(away.user.id);
    expect(asked).not.toContain(dayOff.user.id);
    expect(asked).not.toContain(archived.user.id);
  });
});
