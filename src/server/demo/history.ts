import type { DemoDriver } from './driver';
import { isHoliday } from '#server/modules/pay/pay.service';
import { NORD } from './people';
import { addDays, berlinAt, type Random } from './random';
import { minutes, type Posted, type ShiftName, type Steps } from './steps';
import type { DemoWorld, WorldAgency, WorldClinic, WorldWard } from './structure';

/**
 * The past year, day by day: requests posted by the wards, most filled by their own pool, some by
 * other wards' pools after HR's approval, some by agencies, some cancelled. The share each month
 * gets is a quota, not a dice roll, so the trend the reports show holds for every start day: the
 * agency share falls from about a quarter in the first three months to under a tenth in the
 * last, and the pools answer faster month by month.
 */

export type Outcome = 'own' | 'other' | 'agency' | 'cancelled_hr' | 'cancelled_manager';

export interface Plan {
  dayIndex: number;
  day: string;
  clinic: WorldClinic;
  ward: WorldWard;
  postHour: number;
  lead: number;
  shift: ShiftName;
  days: number;
  skill: boolean;
  outcome: Outcome;
}

export const HISTORY_DAYS = 365;
/** The last days before today belong to the present (present.ts). */
const PRESENT_DAYS = 4;

/** The agency share of a month of the year: 25 % for the first three, then down to 4 %. */
export function agencyShare(month: number): number {
  return month < 3 ? 0.25 : 0.25 - ((month - 2) / 9) * 0.21;
}

const monthOf = (dayIndex: number) => Math.min(11, Math.floor((dayIndex * 12) / HISTORY_DAYS));

/** Which request is posted when, and how its story ends. */
export function planYear(world: DemoWorld, today: string, random: Random): Plan[] {
  const wards = [
    ...world.nord.wards.map((ward) => ({ clinic: world.nord, ward, chance: 0.04 })),
    ...world.sued.wards.map((ward) => ({ clinic: world.sued, ward, chance: 0.025 })),
  ];
  const plans: Omit<Plan, 'outcome'>[] = [];
  for (let dayIndex = 0; dayIndex < HISTORY_DAYS - PRESENT_DAYS; dayIndex += 1) {
    const day = addDays(today, dayIndex - HISTORY_DAYS);
    for (const { clinic, ward, chance } of wards) {
      if (!random.chance(chance)) continue;
      plans.push({
        dayIndex,
        day,
        clinic,
        ward,
        postHour: random.int(7, 16),
        lead: random.int(2, 9),
        shift: random.pick(['early', 'early', 'late', 'late', 'night'] as const),
        days: random.chance(0.2) ? random.int(2, 3) : 1,
        skill: random.chance(0.2),
      });
    }
  }
  const outcomes = new Map<Omit<Plan, 'outcome'>, Outcome>();
  for (let month = 0; month < 12; month += 1) {
    const ofMonth = random.some(
      plans.filter((plan) => monthOf(plan.dayIndex) === month),
      plans.length,
    );
    const agency = Math.round(ofMonth.length * agencyShare(month));
    const other = Math.round(ofMonth.length * 0.12);
    const cancelled = Math.round(ofMonth.length * 0.07);
    ofMonth.forEach((plan, index) => {
      let outcome: Outcome = 'own';
      if (index < agency) outcome = 'agency';
      else if (index < agency + other) outcome = 'other';
      else if (index < agency + other + cancelled)
        outcome = index % 2 ? 'cancelled_hr' : 'cancelled_manager';
      outcomes.set(plan, outcome);
    });
  }
  return onHolidayEve(
    plans.map((plan) => ({ ...plan, outcome: outcomes.get(plan)! })),
    world.nord,
  );
}

/**
 * Klinikum Nord's first agency request whose lead reaches the eve of a Hamburg holiday asks for
 * that night (22:00 to 6:00 into the holiday): its invoice shows night and holiday surcharges.
 * Only lead, shift and length change, so the year's dice stay as they were.
 */
function onHolidayEve(plans: Plan[], nord: WorldClinic): Plan[] {
  for (const [index, plan] of plans.entries()) {
    if (plan.clinic !== nord || plan.outcome !== 'agency') continue;
    for (let lead = 2; lead <= 9; lead += 1) {
      if (!isHoliday(addDays(plan.day, lead + 1), NORD.federalState)) continue;
      const eve = { ...plan, lead, shift: 'night' as const, days: 1 };
      return plans.map((other, at) => (at === index ? eve : other));
    }
  }
  return plans;
}

/** Minutes until the pool's first yes: about 2.5 hours at the start of the year, 15 minutes at its end. */
const paceOf = (dayIndex: number) => 150 * (1 - dayIndex / HISTORY_DAYS) + 12;

export function createHistory(
  driver: DemoDriver,
  steps: Steps,
  random: Random,
  agencies: WorldAgency[],
) {
  const vetted = agencies.filter((agency) => agency.vetted);

  /** A few pool members say no; one says yes and is picked (or the request is withdrawn). */
  async function poolFills(posted: Posted, pace: number, from: Date, end: 'pick' | 'withdraw') {
    const offers = random.some(await steps.openOffers(posted.id), 8);
    const [taker, ...others] = offers;
    if (!taker) return false;
    const yes = minutes(from, pace * (0.4 + random.next()));
    await steps.answer(taker, 'accepted', yes);
    let last = yes;
    for (const offer of others.slice(0, random.int(0, 2))) {
      last = minutes(last, random.int(2, 20));
      await steps.answer(offer, random.chance(0.25) ? 'accepted' : 'declined', last);
    }
    const decided = minutes(last, random.int(10, 30) + pace * 0.3);
    if (end === 'pick') await steps.pick(posted, taker.userId, decided);
    else await steps.cancelByManager(posted, minutes(decided, random.int(60, 180)));
    return true;
  }

  /** Nobody in the ward's pool takes it in time: some say no, the deadline passes, HR decides. */
  async function toHr(posted: Posted, pace: number, decision: 'approve_external' | 'cancel') {
    const offers = random.some(await steps.openOffers(posted.id), 8);
    let at = posted.postedAt;
    for (const offer of offers.slice(0, random.int(0, 3))) {
      at = minutes(at, random.int(5, 60));
      await steps.answer(offer, 'declined', at);
    }
    const deadline = await steps.deadlinePasses(posted);
    const decidedAt = minutes(deadline ?? at, random.int(15, 45) + pace * 0.5);
    await steps.hrDecides(posted, decision, decidedAt);
    return decidedAt;
  }

  async function agenciesFill(posted: Posted, from: Date) {
    let at = from;
    if ((await steps.requestRow(posted.id)).state === 'pool_adv') {
      for (const offer of random.some(await steps.openOffers(posted.id), random.int(0, 2))) {
        at = minutes(at, random.int(10, 90));
        await steps.answer(offer, 'declined', at);
      }
      at = (await steps.deadlinePasses(posted)) ?? at;
    }
    const applying = random.some(vetted, random.int(1, vetted.length));
    const applicants: string[] = [];
    for (const agency of applying) {
      at = minutes(at, random.int(40, 300));
      applicants.push(await steps.agencyApplies(posted, agency, random.int(0, 9), at));
    }
    await steps.pick(posted, random.pick(applicants), minutes(at, random.int(30, 180)));
  }

  return {
    async live(plan: Plan) {
      const pace = paceOf(plan.dayIndex);
      const postedAt = berlinAt(plan.day, plan.postHour, random.int(0, 59));
      const posted = await steps.post(
        plan.clinic,
        plan.ward,
        postedAt,
        addDays(plan.day, plan.lead),
        plan.shift,
        {
          days: plan.days,
          skill: plan.skill,
        },
      );
      if (plan.outcome === 'own' && (await poolFills(posted, pace, postedAt, 'pick'))) return;
      if (
        plan.outcome === 'cancelled_manager' &&
        (await poolFills(posted, pace, postedAt, 'withdraw'))
      )
        return;
      if (plan.outcome === 'cancelled_hr' || plan.outcome === 'cancelled_manager') {
        await toHr(posted, pace, 'cancel');
        return;
      }
      const approvedAt = await toHr(posted, pace, 'approve_external');
      if (plan.outcome !== 'agency' && (await steps.requestRow(posted.id)).state === 'pool_adv') {
        if (await poolFills(posted, pace, approvedAt, 'pick')) return;
      }
      await agenciesFill(posted, approvedAt);
    },
  };
}
