import type { App } from '#server/app';
import type { Db } from '#server/db/client';
import { eq } from 'drizzle-orm';
import {
  applications,
  organisations,
  placements,
  requestOffers,
  requests,
  shifts,
  timesheets,
} from '#server/db/schema/index';
import type { OfferStage, RequestState } from '#shared/request-states';
import { createUser } from './factories';
import { berlin } from './clock-fixtures';
import {
  joinDepartment,
  joinOrganisation,
  organisationWith,
  signedIn,
  vettedAgency,
  type TestActor,
} from './tenants';

/**
 * The reports' hand-built world. Every instant is written
 * explicitly, at Berlin wall times, so no figure depends on the day the test runs. It holds a
 * month boundary that differs between UTC and Berlin (1 March 00:30 is 28 February in UTC; 1 April
 * 00:30 is 31 March in UTC) and a request filled across the clock-change night of 28 March 2027.
 * Klinikum Nord's first three months (October to December 2026, the "before" of the promise
 * report) hold requests without offers, so the period's pool and agency figures stay as they are.
 */

const MINUTE = 60_000;

export interface ReportsWorld {
  admin: TestActor;
  hrNord: TestActor;
  wardKardio: TestActor;
  hrSued: TestActor;
  pool: TestActor;
  dispatcher: TestActor;
  nord: { id: string; kardio: string; intensiv: string };
  sued: { id: string; station: string };
  nurses: { id: string }[];
  agencies: { id: string; name: string }[];
}

type Offer = {
  nurse: number;
  stage?: OfferStage;
  answer?: 'accepted' | 'declined';
  selected?: boolean;
};

interface RequestSpec {
  organisationId: string;
  departmentId: string;
  state: RequestState;
  /** Berlin wall time of the posting. */
  posted: string;
  firstAnswerAfterMin?: number;
  filled?: string;
  firstShift?: string;
  offers?: Offer[];
  placement?: { agency: number; hours: number; rate: number; commission: number };
}

async function request(
  db: Db,
  world: Pick<ReportsWorld, 'nurses' | 'agencies'>,
  spec: RequestSpec,
) {
  const createdAt = berlin(spec.posted);
  const firstShiftStart = berlin(spec.firstShift ?? spec.posted);
  const [row] = await db
    .insert(requests)
    .values({
      organisationId: spec.organisationId,
      departmentId: spec.departmentId,
      kind: 'staff',
      state: spec.state,
      title: `Dienst ${spec.posted}`,
      firstShiftStart,
      lastShiftEnd: new Date(firstShiftStart.getTime() + 8 * 60 * MINUTE),
      createdAt,
      firstAnswerAt:
        spec.firstAnswerAfterMin === undefined
          ? null
          : new Date(createdAt.getTime() + spec.firstAnswerAfterMin * MINUTE),
      filledAt: spec.filled ? berlin(spec.filled) : null,
    })
    .returning();
  const requestId = row!.id;
  for (const offer of spec.offers ?? []) {
    const userId = world.nurses[offer.nurse]!.id;
    await db.insert(requestOffers).values({
      requestId,
      userId,
      stage: offer.stage ?? 'department_pool',
      askedAt: new Date(createdAt.getTime() + MINUTE),
      answer: offer.answer ?? null,
      answeredAt: offer.answer ? new Date(createdAt.getTime() + 2 * MINUTE) : null,
    });
    if (offer.answer === 'accepted') {
      await db
        .insert(applications)
        .values({ requestId, userId, state: offer.selected ? 'selected' : 'not_selected' });
    }
  }
  if (spec.placement) {
    const { agency, hours, rate, commission } = spec.placement;
    const staff = await createUser(db, { firstName: 'Agentur', lastName: `Kraft ${spec.posted}` });
    const agencyId = world.agencies[agency]!.id;
    const [application] = await db
      .insert(applications)
      .values({ requestId, userId: staff.id, agencyId, state: 'selected', hourlyRate: rate })
      .returning();
    const [placement] = await db
      .insert(placements)
      .values({
        applicationId: application!.id,
        requestId,
        organisationId: spec.organisationId,
        agencyId,
        userId: staff.id,
        hourlyRate: rate,
        hours,
        orderValue: Math.round(hours * rate * 100) / 100,
        commissionRate: 10,
        commission,
      })
      .returning();
    // The hours as worked and approved: the external report counts these, as the invoices do.
    const endsAt = new Date(firstShiftStart.getTime() + hours * 60 * MINUTE);
    const [shift] = await db
      .insert(shifts)
      .values({
        requestId,
        organisationId: spec.organisationId,
        departmentId: spec.departmentId,
        startsAt: firstShiftStart,
        endsAt,
      })
      .returning();
    await db.insert(timesheets).values({
      placementId: placement!.id,
      shiftId: shift!.id,
      requestId,
      organisationId: spec.organisationId,
      departmentId: spec.departmentId,
      agencyId,
      userId: staff.id,
      bookedStart: firstShiftStart,
      bookedEnd: endsAt,
      actualStart: firstShiftStart,
      actualEnd: endsAt,
      breakMinutes: 0,
      state: 'approved',
      approvedAt: endsAt,
    });
  }
  return requestId;
}

/** The internal hourly cost Klinikum Nord entered (38.50 €); Klinikum Süd has none. */
export const NORD_INTERNAL_COST_CENTS = 3_850;

export async function reportsWorld(app: App, db: Db): Promise<ReportsWorld> {
  const nordOrg = await organisationWith(db, 'Klinikum Nord', ['Kardiologie', 'Intensivstation']);
  const suedOrg = await organisationWith(db, 'Klinikum Süd', ['Chirurgie']);
  const nord = {
    id: nordOrg.id,
    kardio: nordOrg.departments[0]!.id,
    intensiv: nordOrg.departments[1]!.id,
  };
  const sued = { id: suedOrg.id, station: suedOrg.departments[0]!.id };
  const hrNord = await joinOrganisation(db, nord.id, await signedIn(app, db, 'ORG_ADMIN'));
  const wardKardio = await joinDepartment(db, nord.kardio, await signedIn(app, db, 'ORG_SUB'));
  const hrSued = await joinOrganisation(db, sued.id, await signedIn(app, db, 'ORG_ADMIN'));
  const nurses = [];
  for (const [firstName, lastName] of [
    ['Anna', 'Albers'],
    ['Berta', 'Brandt'],
    ['Clara', 'Conrad'],
  ] as const) {
    nurses.push(await createUser(db, { firstName, lastName }));
  }
  const agencies = [
    await vettedAgency(db, 'Agentur Gamma'),
    await vettedAgency(db, 'Agentur Hansa'),
  ];
  const world: ReportsWorld = {
    admin: await signedIn(app, db, 'ADMIN'),
    hrNord,
    wardKardio,
    hrSued,
    pool: await signedIn(app, db, 'USER'),
    dispatcher: await signedIn(app, db, 'AGENCY'),
    nord,
    sued,
    nurses,
    agencies,
  };
  const kardio = { organisationId: nord.id, departmentId: nord.kardio };
  const intensiv = { organisationId: nord.id, departmentId: nord.intensiv };
  await db
    .update(organisations)
    .set({ internalHourlyCostCents: NORD_INTERNAL_COST_CENTS })
    .where(eq(organisations.id, nord.id));

  // Before: October to December 2026, two of four fills by agencies (Kardiologie alone: one of two).
  await request(db, world, {
    ...kardio,
    state: 'external_fill',
    posted: '2026-10-05T08:00',
    filled: '2026-10-05T11:00',
  });
  await request(db, world, {
    ...kardio,
    state: 'internal_fill',
    posted: '2026-10-20T08:00',
    filled: '2026-10-20T10:00',
  });
  await request(db, world, {
    ...intensiv,
    state: 'external_fill',
    posted: '2026-11-10T08:00',
    filled: '2026-11-10T12:00',
  });
  // New Year's Eve 23:30 in Berlin: December in both zones, filled within 4 minutes.
  await request(db, world, {
    ...intensiv,
    state: 'internal_fill',
    posted: '2026-12-31T23:30',
    filled: '2026-12-31T23:34',
  });
  // 1 January 00:30 in Berlin is still December in UTC: after the first three months.
  await request(db, world, {
    ...kardio,
    state: 'external_fill',
    posted: '2027-01-01T00:30',
    filled: '2027-01-01T02:30',
  });

  // February in Berlin and in UTC: own pool, answered after 20 minutes, filled after an hour.
  await request(db, world, {
    ...kardio,
    state: 'internal_fill',
    posted: '2027-02-28T23:30',
    firstAnswerAfterMin: 20,
    filled: '2027-03-01T00:30',
    offers: [{ nurse: 0, answer: 'accepted', selected: true }],
  });
  // March in Berlin, still February in UTC: another ward's pool member took it after 2 hours.
  await request(db, world, {
    ...kardio,
    state: 'internal_fill',
    posted: '2027-03-01T00:30',
    firstAnswerAfterMin: 30,
    filled: '2027-03-01T02:30',
    offers: [{ nurse: 0 }, { nurse: 1, stage: 'other_pools', answer: 'accepted', selected: true }],
  });
  // Posted at 01:30 CET on the clock-change night, booked at 03:30 CEST: 60 minutes, not 120.
  await request(db, world, {
    ...kardio,
    state: 'external_fill',
    posted: '2027-03-28T01:30',
    filled: '2027-03-28T03:30',
    firstShift: '2027-03-29T07:00',
    offers: [{ nurse: 2 }],
    placement: { agency: 0, hours: 7.5, rate: 45.55, commission: 34.16 },
  });
  await request(db, world, {
    ...intensiv,
    state: 'cancelled',
    posted: '2027-03-10T10:00',
    firstAnswerAfterMin: 10,
    offers: [{ nurse: 0, answer: 'declined' }],
  });
  await request(db, world, {
    ...intensiv,
    state: 'external_adv',
    posted: '2027-03-15T08:00',
    firstAnswerAfterMin: 45,
    offers: [{ nurse: 1, answer: 'declined' }],
  });
  // The period's last evening: own pool, two acceptances, one of them booked.
  await request(db, world, {
    ...kardio,
    state: 'internal_fill',
    posted: '2027-03-31T23:30',
    firstAnswerAfterMin: 5,
    filled: '2027-04-01T00:00',
    offers: [
      { nurse: 0, answer: 'accepted', selected: true },
      { nurse: 2, answer: 'accepted' },
    ],
  });
  // 1 April 00:30 in Berlin (31 March in UTC): after the period, in every report.
  await request(db, world, {
    ...kardio,
    state: 'external_fill',
    posted: '2027-04-01T00:30',
    filled: '2027-04-01T01:00',
    offers: [{ nurse: 0 }],
    placement: { agency: 0, hours: 8, rate: 60, commission: 48 },
  });
  // Posted in January, worked on 1 February 06:00 Berlin: in the agency report for February only.
  await request(db, world, {
    ...kardio,
    state: 'external_fill',
    posted: '2027-01-20T09:00',
    filled: '2027-01-21T09:00',
    firstShift: '2027-02-01T06:00',
    placement: { agency: 1, hours: 8.25, rate: 49.99, commission: 41.24 },
  });
  // The other organisation: only administrators see it. Posted in January, worked in March, and
  // costed without an internal rate.
  await request(db, world, {
    organisationId: sued.id,
    departmentId: sued.station,
    state: 'external_fill',
    posted: '2027-01-25T10:00',
    filled: '2027-01-25T14:00',
    firstShift: '2027-03-10T07:00',
    placement: { agency: 1, hours: 6, rate: 52.5, commission: 31.5 },
  });
  await request(db, world, {
    organisationId: sued.id,
    departmentId: sued.station,
    state: 'internal_fill',
    posted: '2027-03-05T12:00',
    firstAnswerAfterMin: 3,
    filled: '2027-03-05T12:10',
    offers: [{ nurse: 2, answer: 'accepted', selected: true }],
  });
  return world;
}
