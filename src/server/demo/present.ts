import { HOUR, MINUTE, addDays, berlinAt, type Random } from './random';
import { minutes, type Steps } from './steps';
import type { DemoWorld } from './structure';

/**
 * Now and the coming two weeks, so every demo account finds something to do: yesterday's hours
 * for the demo nurse to confirm and for the ward manager to approve, a shift of the demo nurse tomorrow, offers waiting for her, open requests in the pools, one request waiting for HR,
 * two on the agencies' job board (one with an application to pick).
 */
export async function livePresent(
  steps: Steps,
  world: DemoWorld,
  now: Date,
  today: string,
  random: Random,
) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const [kardio, intensiv, chirurgie, geriatrie] = world.nord.wards as [
    DemoWorld['nord']['wards'][number],
    DemoWorld['nord']['wards'][number],
    DemoWorld['nord']['wards'][number],
    DemoWorld['nord']['wards'][number],
  ];
  const nord = world.nord;
  const nurseOffer = async (requestId: string) =>
    (await steps.openOffers(requestId)).find((offer) => offer.userId === world.nurseId);

  // Tomorrow's early shift: the demo nurse said yes within the hour and was picked.
  const tomorrow = await steps.post(nord, kardio, ago(20), addDays(today, 1), 'early', {
    timeLimit: 12,
  });
  const hers = await nurseOffer(tomorrow.id);
  if (hers) {
    await steps.answer(hers, 'accepted', minutes(tomorrow.postedAt, 35));
    await steps.pick(tomorrow, world.nurseId, minutes(tomorrow.postedAt, 50));
  }

  // Yesterday's early shift: the demo nurse worked it and has yet to confirm her hours.
  const worked = await steps.post(nord, kardio, ago(75), addDays(today, -1), 'early', {
    timeLimit: 12,
  });
  const mine = await nurseOffer(worked.id);
  if (mine) {
    await steps.answer(mine, 'accepted', minutes(worked.postedAt, 25));
    await steps.pick(worked, world.nurseId, minutes(worked.postedAt, 45));
  }
  // Yesterday's late shift: a colleague confirmed at its end; the ward manager has to approve.
  const evening = await steps.post(nord, kardio, ago(74), addDays(today, -1), 'late', {
    timeLimit: 12,
  });
  const other = (await steps.openOffers(evening.id)).find(
    (offer) => offer.userId !== world.nurseId,
  );
  if (other) {
    await steps.answer(other, 'accepted', minutes(evening.postedAt, 30));
    await steps.pick(evening, other.userId, minutes(evening.postedAt, 55));
    await steps.confirmHours(evening, other.userId, berlinAt(today, 0, -100));
  }

  // Open in the Kardiologie pool: offers waiting for the demo nurse (one colleague said yes already).
  const late = await steps.post(nord, kardio, ago(3), addDays(today, 3), 'late', { timeLimit: 24 });
  const colleague = (await steps.openOffers(late.id)).find(
    (offer) => offer.userId !== world.nurseId,
  );
  if (colleague) await steps.answer(colleague, 'accepted', minutes(late.postedAt, 40));
  await steps.post(nord, kardio, ago(1), addDays(today, 6), 'early', { timeLimit: 24, days: 2 });
  const surgery = await steps.post(nord, chirurgie, ago(5), addDays(today, 5), 'night', {
    timeLimit: 24,
  });
  for (const offer of (await steps.openOffers(surgery.id)).slice(0, 2)) {
    await steps.answer(offer, 'declined', minutes(surgery.postedAt, random.int(10, 120)));
  }
  await steps.post(world.sued, world.sued.wards[0]!, ago(2), addDays(today, 4), 'late', {
    timeLimit: 24,
  });

  await onCallDuty(steps, world, ago, today);

  // The intensive care pool's time ran out this morning: HR has to decide.
  const review = await steps.post(nord, intensiv, ago(30), addDays(today, 4), 'night', {
    timeLimit: 24,
  });
  for (const offer of (await steps.openOffers(review.id)).slice(0, 3)) {
    await steps.answer(offer, 'declined', minutes(review.postedAt, random.int(20, 300)));
  }
  await steps.deadlinePasses(review);

  // Two on the job board: HR approved, the other pools did not take them.
  for (const [ward, day, hoursAgo] of [
    [geriatrie, 8, 72],
    [chirurgie, 11, 60],
  ] as const) {
    const posted = await steps.post(nord, ward, ago(hoursAgo), addDays(today, day), 'late', {
      timeLimit: 8,
    });
    const deadline = await steps.deadlinePasses(posted);
    await steps.hrDecides(posted, 'approve_external', minutes(deadline ?? posted.postedAt, 45));
    if ((await steps.requestRow(posted.id)).state === 'pool_adv')
      await steps.deadlinePasses(posted);
    if (ward === geriatrie) {
      const careplus = world.agencies.find(
        (agency) => agency.vetted && agency.staff.length && agency.name.startsWith('CarePlus'),
      );
      const at = new Date(
        Math.min(now.getTime() - 30 * MINUTE, (deadline ?? posted.postedAt).getTime() + 30 * HOUR),
      );
      if (careplus) await steps.agencyApplies(posted, careplus, 0, at);
    }
  }
}

/**
 * On-call duty under ArbZG §7: Klinikum Nord's HR recorded its collective agreement, two of the
 * intensive care pool gave their written consent to an average above 48 hours, and one of them
 * took a 24-hour on-call duty next week.
 */
async function onCallDuty(
  steps: Steps,
  world: DemoWorld,
  ago: (hours: number) => Date,
  today: string,
) {
  const nord = world.nord;
  const intensiv = nord.wards[1]!;
  const hr = { userId: nord.hrId, role: 'ORG_ADMIN' as const };
  const { driver } = steps;
  await driver.at(ago(24 * 40), () =>
    driver.onCall.setAgreement(hr, nord.id, {
      maxDutyHours: 24,
      minOnCallPercent: 30,
      restAfterHours: 11,
      averagingWeeks: 52,
      consentAverageHours: 58,
    }),
  );
  const consenting = intensiv.poolIds.slice(0, 2);
  for (const [index, userId] of consenting.entries())
    await driver.at(ago(24 * (30 - index)), () => driver.onCall.give(userId, nord.id));
  const duty = await steps.post(nord, intensiv, ago(6), addDays(today, 9), 'onCall', {
    timeLimit: 24,
  });
  const offers = await steps.openOffers(duty.id);
  const taker = offers.find((offer) => consenting.includes(offer.userId)) ?? offers[0];
  if (!taker) return;
  await steps.answer(taker, 'accepted', minutes(duty.postedAt, 50));
  await steps.pick(duty, taker.userId, minutes(duty.postedAt, 80));
}
