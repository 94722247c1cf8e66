import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestKind, RequestState } from '#shared/request-states';
import { applications, placements, requestOffers, requests, shifts } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { newLinkToken } from '#server/lib/tokens';
import { berlin } from '#server/test/clock-fixtures';
import {
  applicationTo,
  call,
  ctx,
  errorOf,
  hrNord,
  hrSued,
  medi,
  mediDispatcherEn,
  nord,
  selectUrl,
  snapshot,
  sued,
  useSelectionApp,
  wardKardio,
  wardNeuro,
} from '#server/test/selection-fixtures';
import {
  joinDepartment,
  signedIn,
  type TestActor,
  type TestOrganisation,
} from '#server/test/tenants';

// One person, one place at a time: whoever books, at whichever clinic, a person's
// shifts never overlap; of two bookings at once one wins. Shifts are half-open: one may end when
// the next begins.

const NOW = berlin('2027-01-04T08:00'); // a Monday
useSelectionApp({ clock: fixedClock(NOW) });

/** A period as Berlin wall times, or as instants where a wall time is ambiguous (the autumn night). */
type Span = [string | Date, string | Date];
const instant = (value: string | Date) => (value instanceof Date ? value : berlin(value));

let numbered = 0;
async function requestAt(
  organisation: TestOrganisation,
  spans: Span[],
  options: { kind?: RequestKind; state?: RequestState; department?: number } = {},
) {
  const dates = spans.map(([from, to]) => ({ startsAt: instant(from), endsAt: instant(to) }));
  const place = {
    organisationId: organisation.id,
    departmentId: organisation.departments[options.department ?? 0]!.id,
  };
  const kind = options.kind ?? 'substitute_doctor';
  const state = options.state ?? (kind === 'staff' ? 'internal_adv' : 'external_adv');
  const title = `Dienst ${(numbered += 1)} bei ${organisation.name}`;
  const [row] = await ctx.db
    .insert(requests)
    .values({
      ...place,
      kind,
      state,
      title,
      firstShiftStart: dates[0]!.startsAt,
      lastShiftEnd: dates.at(-1)!.endsAt,
    })
    .returning();
  await ctx.db
    .insert(shifts)
    .values(dates.map((date) => ({ ...date, ...place, requestId: row!.id })));
  return row!;
}

/** The same agency doctor applying to another request. */
async function appliesToo(requestId: string, userId: string) {
  const [row] = await ctx.db
    .insert(applications)
    .values({
      requestId,
      userId,
      agencyId: medi.id,
      submittedBy: mediDispatcherEn.user.id,
      hourlyRate: 80,
      state: 'applied',
    })
    .returning();
  return row!.id;
}

const select = (actor: TestActor, requestId: string, applicationId: string, language = 'en') =>
  call(actor, 'POST', selectUrl(requestId, applicationId), undefined, language);

/** An agency doctor applied to a request at each of the two clinics. */
async function doctorAtBoth(nordSpans: Span[], suedSpans: Span[]) {
  const atNord = await requestAt(nord, nordSpans);
  const atSued = await requestAt(sued, suedSpans);
  const { application, person } = await applicationTo(atNord.id, {
    agencyId: medi.id,
    submittedBy: mediDispatcherEn.user.id,
  });
  return {
    atNord,
    atSued,
    person,
    nordApplication: application.id,
    suedApplication: await appliesToo(atSued.id, person.id),
  };
}

const bookingsOf = (userId: string) =>
  ctx.db.select({ id: placements.id }).from(placements).where(eq(placements.userId, userId));

describe('an agency doctor at two clinics', () => {
  it('refuses a second booking that overlaps by an hour, in en and de, without naming the other clinic', async () => {
    const both = await doctorAtBoth(
      [['2027-01-12T08:00', '2027-01-12T20:00']],
      [
        ['2027-01-11T08:00', '2027-01-11T20:00'],
        ['2027-01-12T19:00', '2027-01-13T08:00'],
      ],
    );
    expect((await select(hrNord, both.atNord.id, both.nordApplication)).statusCode).toBe(200);
    const before = await snapshot(both.atSued.id);

    const refused = await select(hrSued, both.atSued.id, both.suedApplication);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'ALREADY_BOOKED',
      message: expect.stringContaining('Already booked at that time'),
      // Only the second date collides: the first, a day earlier, is free.
      details: [
        {
          field: 'dates.1',
          key: 'Shift_already_booked',
          message: expect.stringContaining('already booked'),
        },
      ],
    });
    // HR of Klinikum Süd learns that the doctor is busy, not where or for what.
    for (const secret of [nord.name, both.atNord.title, both.atNord.id])
      expect(refused.body).not.toContain(secret);
    const german = await select(hrSued, both.atSued.id, both.suedApplication, 'de');
    expect(errorOf(german).message).toContain('bereits gebucht');
    expect(errorOf(german).details?.[0]?.message).toContain(
      'bereits für eine andere Schicht gebucht',
    );
    expect(await snapshot(both.atSued.id)).toEqual(before);
    expect(await bookingsOf(both.person.id)).toHaveLength(1);
  });

  it('books back to back (one ends when the next begins) and with an hour between: no travel time is imposed', async () => {
    const both = await doctorAtBoth(
      [['2027-01-14T08:00', '2027-01-14T20:00']],
      [['2027-01-14T20:00', '2027-01-15T08:00']],
    );
    expect((await select(hrNord, both.atNord.id, both.nordApplication)).statusCode).toBe(200);
    expect((await select(hrSued, both.atSued.id, both.suedApplication)).statusCode).toBe(200);
    // Ends when the one at Klinikum Nord begins; another starts an hour after the one at Süd ends.
    const before = await requestAt(sued, [['2027-01-13T20:00', '2027-01-14T08:00']]);
    const after = await requestAt(nord, [['2027-01-15T09:00', '2027-01-15T17:00']]);
    for (const [request, actor] of [
      [before, hrSued],
      [after, hrNord],
    ] as const) {
      const response = await select(
        actor,
        request.id,
        await appliesToo(request.id, both.person.id),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await bookingsOf(both.person.id)).toHaveLength(4);
  });

  it('frees the time again when the booked request is cancelled', async () => {
    const both = await doctorAtBoth(
      [['2027-01-20T08:00', '2027-01-20T20:00']],
      [['2027-01-20T10:00', '2027-01-20T18:00']],
    );
    expect((await select(hrNord, both.atNord.id, both.nordApplication)).statusCode).toBe(200);
    expect(errorOf(await select(hrSued, both.atSued.id, both.suedApplication)).code).toBe(
      'ALREADY_BOOKED',
    );
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/job',
      headers: hrNord.headers,
      payload: { ids: [both.atNord.id] },
    });
    expect(removed.json()).toMatchObject({ cancelled: [both.atNord.id] });
    expect((await select(hrSued, both.atSued.id, both.suedApplication)).statusCode).toBe(200);
  });

  it('compares instants over the clock changes, not wall times', async () => {
    // Autumn: booked until 02:30 CEST (00:30 UTC); 02:00 CET (01:00 UTC) comes half an hour later.
    const autumn = await doctorAtBoth(
      [[berlin('2027-10-30T22:00'), new Date('2027-10-31T00:30:00Z')]],
      [[new Date('2027-10-31T01:00:00Z'), berlin('2027-10-31T08:00')]],
    );
    expect((await select(hrNord, autumn.atNord.id, autumn.nordApplication)).statusCode).toBe(200);
    expect((await select(hrSued, autumn.atSued.id, autumn.suedApplication)).statusCode).toBe(200);
    // The second 02:30 (CET, 01:30 UTC) lies inside the shift booked from 02:00 CET.
    const inside = await requestAt(nord, [
      [new Date('2027-10-31T01:30:00Z'), new Date('2027-10-31T03:00:00Z')],
    ]);
    expect(
      errorOf(await select(hrNord, inside.id, await appliesToo(inside.id, autumn.person.id))).code,
    ).toBe('ALREADY_BOOKED');

    // Spring: a 22:00–06:00 night lasts 7 hours; 03:00 CEST is inside it, 06:00 CEST its end.
    const spring = await doctorAtBoth(
      [['2027-03-27T22:00', '2027-03-28T06:00']],
      [['2027-03-28T03:00', '2027-03-28T09:00']],
    );
    expect((await select(hrNord, spring.atNord.id, spring.nordApplication)).statusCode).toBe(200);
    expect(errorOf(await select(hrSued, spring.atSued.id, spring.suedApplication)).code).toBe(
      'ALREADY_BOOKED',
    );
    const morning = await requestAt(sued, [['2027-03-28T06:00', '2027-03-28T14:00']]);
    expect(
      (await select(hrSued, morning.id, await appliesToo(morning.id, spring.person.id))).statusCode,
    ).toBe(200);
  });

  it('books one of two selections made at the same moment and refuses the other', async () => {
    // On PostgreSQL the two transactions run side by side: the person's lock decides.
    for (let round = 0; round < 4; round += 1) {
      const day = `2027-02-0${round + 1}`;
      const both = await doctorAtBoth(
        [[`${day}T08:00`, `${day}T16:00`]],
        [[`${day}T12:00`, `${day}T20:00`]],
      );
      const responses = await Promise.all([
        select(hrNord, both.atNord.id, both.nordApplication),
        select(hrSued, both.atSued.id, both.suedApplication),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(responses.find((response) => response.statusCode === 409)!).code).toBe(
        'ALREADY_BOOKED',
      );
      expect(await bookingsOf(both.person.id)).toHaveLength(1);
    }
  });
});

describe('a pool nurse at two wards', () => {
  /** A nurse in both wards' pools, asked for an early shift on each (an hour apart) and a late one. */
  async function nurseAskedTwice(day: string) {
    const nurse = await signedIn(ctx.app, ctx.db, 'USER', 'de');
    for (const department of nord.departments)
      await joinDepartment(ctx.db, department.id, nurse, 'customer');
    const asked = async (department: number, from: string, to: string) => {
      const request = await requestAt(nord, [[`${day}T${from}`, `${day}T${to}`]], {
        kind: 'staff',
        department,
      });
      const [offer] = await ctx.db
        .insert(requestOffers)
        .values({
          requestId: request.id,
          userId: nurse.user.id,
          stage: 'department_pool',
          askedAt: NOW,
        })
        .returning();
      return { request, offer: offer! };
    };
    return {
      nurse,
      kardio: await asked(0, '06:00', '14:00'),
      neuro: await asked(1, '07:00', '15:00'),
      late: await asked(1, '13:00', '21:00'),
    };
  }
  const accept = (nurse: TestActor, offerId: string) =>
    call(nurse, 'POST', `/api/offers/${offerId}/answer`, { answer: 'accepted' }, 'de');
  const applicationOf = async (requestId: string, userId: string) =>
    (
      await ctx.db
        .select()
        .from(applications)
        .where(and(eq(applications.requestId, requestId), eq(applications.userId, userId)))
    )[0];

  it('may say yes to both; once picked at one ward, the other pick and a yes to an overlapping shift are refused', async () => {
    const { nurse, kardio, neuro, late } = await nurseAskedTwice('2027-01-19');
    expect((await accept(nurse, kardio.offer.id)).statusCode).toBe(200);
    expect((await accept(nurse, neuro.offer.id)).statusCode).toBe(200);
    const picked = await applicationOf(kardio.request.id, nurse.user.id);
    expect((await select(wardKardio, kardio.request.id, picked!.id)).statusCode).toBe(200);

    // The overlap is named rather than the Working Hours Act's rest rule it also breaks.
    const second = await select(
      wardNeuro,
      neuro.request.id,
      (await applicationOf(neuro.request.id, nurse.user.id))!.id,
    );
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'ALREADY_BOOKED',
      details: [{ field: 'dates.0', key: 'Shift_already_booked' }],
    });

    const refused = await accept(nurse, late.offer.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'ALREADY_BOOKED',
      message: expect.stringContaining('bereits gebucht'),
    });
    // By the one-tap link too; the offer stays open and nobody applied.
    const { token, hash } = newLinkToken();
    await ctx.db
      .update(requestOffers)
      .set({ tokenHash: hash })
      .where(eq(requestOffers.id, late.offer.id));
    const byLink = await call(null, 'POST', '/api/offers/answer-by-token', {
      token,
      answer: 'accepted',
      via: 'sms',
    });
    expect(errorOf(byLink).code).toBe('ALREADY_BOOKED');
    const [offer] = await ctx.db
      .select()
      .from(requestOffers)
      .where(eq(requestOffers.id, late.offer.id));
    expect(offer).toMatchObject({ answer: null, answeredAt: null });
    expect(await applicationOf(late.request.id, nurse.user.id)).toBeUndefined();
    // Declining is always possible.
    const declined = await call(nurse, 'POST', `/api/offers/${late.offer.id}/answer`, {
      answer: 'declined',
    });
    expect(declined.statusCode, declined.body).toBe(200);
  });

  it('books her at one ward of two picks made at the same moment', async () => {
    const { nurse, kardio, neuro } = await nurseAskedTwice('2027-01-26');
    for (const asked of [kardio, neuro])
      expect((await accept(nurse, asked.offer.id)).statusCode).toBe(200);
    const responses = await Promise.all(
      [
        [wardKardio, kardio],
        [wardNeuro, neuro],
      ].map(async ([actor, asked]) => {
        const { request } = asked as typeof kardio;
        return select(
          actor as TestActor,
          request.id,
          (await applicationOf(request.id, nurse.user.id))!.id,
        );
      }),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(responses.find((response) => response.statusCode === 409)!).code).toBe(
      'ALREADY_BOOKED',
    );
    expect(await bookingsOf(nurse.user.id)).toHaveLength(1);
  });
});
