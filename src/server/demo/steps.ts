import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createRequestBodySchema } from '#shared/contracts/requests';
import { REQUEST_TYPE_OF_KIND } from '#shared/request-states';
import type { Db } from '#server/db/client';
import {
  applications,
  departments,
  requestOffers,
  requests,
  timesheets,
  users,
} from '#server/db/schema/index';
import type { DemoDriver } from './driver';
import { HOUR, MINUTE, addDays, berlinAt, type Random } from './random';
import type { WorldAgency, WorldClinic, WorldWard } from './structure';

/**
 * The moves of a request's life, each one call of a service at an instant of the demo's clock:
 * a ward manager posts, pool members answer, the manager picks, a deadline passes, HR decides,
 * an agency applies. The year (history.ts) and the present (present.ts) are made of them.
 */

const SHIFTS = {
  early: { name: 'Frühdienst', start: 6, hours: 8, jobType: 'Tagesdienst' },
  late: { name: 'Spätdienst', start: 14, hours: 8, jobType: 'Tagesdienst' },
  night: { name: 'Nachtdienst', start: 22, hours: 8, jobType: 'Nachtdienst' },
  // 24 hours from noon, mostly on-call time (ArbZG §7, the clinic's agreement).
  onCall: { name: 'Bereitschaftsdienst', start: 12, hours: 24, jobType: 'Bereitschaftsdienst' },
} as const;
/** The on-call share of the demo's on-call duty, in per cent. */
const ON_CALL_PERCENT = 70;
export type ShiftName = keyof typeof SHIFTS;
const REASONS = [
  'Krankheitsvertretung',
  'Urlaubsvertretung',
  'Personalengpass',
  'Hohe Belegung',
  'Fortbildung im Team',
];

export interface Posted {
  id: string;
  clinic: WorldClinic;
  ward: WorldWard;
  postedAt: Date;
}

const manager = (ward: WorldWard) => ({ userId: ward.managerId, role: 'ORG_SUB' as const });
const hr = (clinic: WorldClinic) => ({ userId: clinic.hrId, role: 'ORG_ADMIN' as const });

export function createSteps(db: Db, driver: DemoDriver, random: Random) {
  async function requestRow(id: string) {
    const [row] = await db.select().from(requests).where(eq(requests.id, id));
    return row!;
  }

  /** The open offers of a request's current stage (the other pools' once HR sent it there), in a fixed order. */
  async function openOffers(id: string) {
    const currentStage = sql`case when ${requests.state} = 'pool_adv' then 'other_pools' else 'department_pool' end::offer_stage`;
    return (
      db
        .select({ id: requestOffers.id, userId: requestOffers.userId })
        .from(requestOffers)
        .innerJoin(requests, eq(requests.id, requestOffers.requestId))
        .innerJoin(users, eq(users.id, requestOffers.userId))
        .where(
          and(
            eq(requestOffers.requestId, id),
            isNull(requestOffers.answer),
            eq(requestOffers.stage, currentStage),
          ),
        )
        // By e-mail, not id: ids are random, and the demo must pick the same people on every run.
        .orderBy(asc(requestOffers.askedAt), asc(users.email))
    );
  }

  return {
    driver,
    requestRow,
    openOffers,

    /** The ward manager posts a request for `days` shifts from `day` on (Berlin wall times). */
    async post(
      clinic: WorldClinic,
      ward: WorldWard,
      postedAt: Date,
      day: string,
      shift: ShiftName,
      options: { days?: number; timeLimit?: number; skill?: boolean } = {},
    ) {
      const kind = SHIFTS[shift];
      const dates = Array.from({ length: options.days ?? 1 }, (_, index) => {
        const start = berlinAt(addDays(day, index), kind.start);
        return {
          startDate: start.getTime(),
          endDate: start.getTime() + kind.hours * HOUR,
          type: REQUEST_TYPE_OF_KIND.staff,
          ...(shift === 'onCall' ? { dutyKind: 'on_call', onCallPercent: ON_CALL_PERCENT } : {}),
        };
      });
      const skills = options.skill ? [random.pick(await wardSkills(db, ward))].filter(Boolean) : [];
      const body = createRequestBodySchema.parse({
        title: `${kind.name} ${ward.name}`,
        subtitle: random.pick(REASONS),
        desc: `${kind.name} auf der Station ${ward.name}, Übergabe zu Dienstbeginn im Stationszimmer.`,
        organisation: clinic.id,
        orig_dept: ward.id,
        qualification: ward.qualification,
        field: ward.field,
        jobType: kind.jobType,
        skills,
        timeLimit: String(options.timeLimit ?? 8),
        dates,
      });
      const created = await driver.at(postedAt, () => driver.requests.create(manager(ward), body));
      return { id: created._id, clinic, ward, postedAt } satisfies Posted;
    },

    /** A pool member answers their offer in the app. */
    answer: (offer: { id: string; userId: string }, answer: 'accepted' | 'declined', at: Date) =>
      driver.at(at, () =>
        driver.engine.answer({ userId: offer.userId, role: 'USER' }, offer.id, answer),
      ),

    /** The ward manager picks the applicant who is `userId`. */
    async pick(posted: Posted, userId: string, at: Date) {
      const [application] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.requestId, posted.id), eq(applications.userId, userId)));
      // Sunday shifts are part of a ward's rota: the manager gives the reason.
      const reason = { overrideReason: 'Sonntagsdienst laut Dienstplan' };
      return driver.at(at, () =>
        driver.selection.select(manager(posted.ward), posted.id, application!.id, reason),
      );
    },

    /** The current stage's time runs out (the deadline task fires). */
    async deadlinePasses(posted: Posted) {
      const request = await requestRow(posted.id);
      if (!request.deadlineAt) return request.deadlineAt;
      await driver.deadlines(request.deadlineAt);
      return request.deadlineAt;
    },

    /** The worker confirms the hours of the request's shifts as booked (one tap each). */
    async confirmHours(posted: Posted, userId: string, at: Date) {
      const rows = await db
        .select({ id: timesheets.id })
        .from(timesheets)
        .where(eq(timesheets.requestId, posted.id))
        .orderBy(asc(timesheets.bookedStart));
      for (const row of rows)
        await driver.at(at, () =>
          driver.timesheets.confirm({ userId, role: 'USER' }, row.id, { asBooked: true }),
        );
    },

    hrDecides: (posted: Posted, decision: 'approve_external' | 'cancel', at: Date) =>
      driver.at(at, () => driver.engine.hrDecision(hr(posted.clinic), posted.id, decision)),

    /** The manager withdraws a request someone applied to: it is cancelled and kept. */
    cancelByManager: (posted: Posted, at: Date) =>
      driver.at(at, () => driver.requests.remove(manager(posted.ward), [posted.id])),

    /** An agency's dispatcher offers one of its staff with the documents on their profile. */
    async agencyApplies(posted: Posted, agency: WorldAgency, staffIndex: number, at: Date) {
      const person = agency.staff[staffIndex % agency.staff.length]!;
      const rate = random.int(agency.rate[0], agency.rate[1]);
      const documents = {
        cv: { documentId: person.documents.cv },
        nursing_licence: { documentId: person.documents.nursing_licence },
      };
      await driver.at(at, () =>
        driver.jobBoard.apply(agency.dispatcherId, posted.id, {
          customerId: person.id,
          hourlyRate: rate,
          documents,
        }),
      );
      return person.id;
    },
  };
}

export type Steps = ReturnType<typeof createSteps>;

async function wardSkills(db: Db, ward: WorldWard) {
  const [row] = await db
    .select({ skills: departments.defaultSkills })
    .from(departments)
    .where(eq(departments.id, ward.id));
  return row?.skills ?? [];
}

export const minutes = (from: Date, count: number) =>
  new Date(from.getTime() + Math.round(count) * MINUTE);
