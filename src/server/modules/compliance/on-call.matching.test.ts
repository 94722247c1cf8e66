import { describe, expect, it } from 'vitest';
import { onCallAgreements } from '#server/db/schema/index';
import { ladderTestbed } from '#server/test/ladder-fixtures';

/**
 * Pool matching and a 24-hour on-call duty (ArbZG §7): without the clinic's agreement nobody is
 * asked (a day over 10 hours), with it the pool is asked and the acceptance goes through.
 */
const { world, staffDate, poolMember, post, offersOf, call } = ladderTestbed();

const onCallDate = (day: number) => ({
  ...staffDate(day, 11, 24),
  dutyKind: 'on_call' as const,
  onCallPercent: 60,
});

describe('pool matching and on-call duty', () => {
  it('asks nobody without an agreement, the pool once it is recorded, and books the acceptance', async () => {
    const skill = 'Bereitschaft';
    const member = await poolMember(world.kardio.id, { firstName: 'Bea', skills: [skill] });

    const without = await post(world.ward, { skills: [skill], dates: [onCallDate(24)] });
    expect((await offersOf(without._id)).map((offer) => offer.userId)).not.toContain(
      member.user.id,
    );

    await world.ctx.db.insert(onCallAgreements).values({
      organisationId: world.org.id,
      maxDutyHours: 24,
      minOnCallPercent: 30,
      restAfterHours: 11,
      averagingWeeks: 52,
      consentAverageHours: null,
    });
    const covered = await post(world.ward, { skills: [skill], dates: [onCallDate(27)] });
    const offer = (await offersOf(covered._id)).find((row) => row.userId === member.user.id);
    expect(offer).toBeDefined();
    const accepted = await call(member, 'POST', `/api/offers/${offer!.id}/answer`, {
      answer: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
