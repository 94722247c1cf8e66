import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApplicantDetail } from '#shared/contracts/job-board';
import { agencies } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import {
  approvedAt,
  dayShift,
  monthlyUntil,
  placedOn,
  requestOn,
} from '#server/test/aueg-fixtures';
import * as fx from '#server/test/selection-fixtures';
import { vettedAgency } from '#server/test/tenants';

// The Staff Leasing Act at selection: months shown per applicant, 18 months and
// the permit enforced. Today is 1 May 2026 in Germany.

fx.useSelectionApp({ clock: fixedClock('2026-05-01T08:00:00Z') });

/** An applicant of MediStaff to a request on `days`, who worked at the clinic on `history` (via CarePlus: the limit is per clinic). */
async function applicantWith(history: string[], days: string[]) {
  const { request } = await requestOn(days.map((day) => dayShift(day)));
  const { application, person } = await fx.applicationTo(request.id, {
    agencyId: fx.medi.id,
    lastName: 'Keller',
  });
  if (history.length) await placedOn(person.id, fx.care.id, history);
  return { request, application, person };
}

async function applicantsOf(requestId: string) {
  const response = await fx.call(fx.hrNord, 'GET', fx.applicantsUrl(requestId));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: ApplicantDetail[] }).items;
}

describe('GET /api/job/:id/applicants: staff-leasing months', () => {
  it('shows months worked, the equal-pay day and the last allowed day, with warnings within 4 weeks', async () => {
    const soon = await applicantWith(monthlyUntil('2026-04-14'), ['2026-06-16']);
    const [item] = await applicantsOf(soon.request.id);
    expect(item!.aueg).toEqual({
      since: '2025-01-15',
      monthsWorked: 15,
      equalPayFrom: '2025-10-15',
      lastAllowedDay: '2026-07-14',
      warnings: ['limit_soon', 'equal_pay'],
    });
    // A day earlier the limit is more than 4 weeks away.
    const earlier = await applicantWith(monthlyUntil('2026-04-14'), ['2026-06-15']);
    expect((await applicantsOf(earlier.request.id))[0]!.aueg!.warnings).toEqual(['equal_pay']);
  });

  it('starts the count at the first shift for someone new, and shows nothing for a pool member', async () => {
    const fresh = await applicantWith([], ['2026-06-02']);
    const pool = await fx.applicationTo(fresh.request.id);
    const items = await applicantsOf(fresh.request.id);
    expect(items.find((item) => item._id === fresh.application.id)!.aueg).toEqual({
      since: '2026-06-02',
      monthsWorked: 0,
      equalPayFrom: '2027-03-02',
      lastAllowedDay: '2027-12-01',
      warnings: [],
    });
    expect(items.find((item) => item._id === pool.application.id)!.aueg).toBeNull();
  });

  it('counts approved hours at their actual times rather than the booked ones', async () => {
    const { request } = await requestOn([dayShift('2026-07-15')]);
    const { application, person } = await fx.applicationTo(request.id, { agencyId: fx.medi.id });
    // Booked on 13 April (the count would restart on 15 July), worked on 14 April as approved.
    const history = await placedOn(person.id, fx.care.id, monthlyUntil('2026-04-13'));
    await approvedAt(history.placement, history.shifts.at(-1)!, dayShift('2026-04-14'));
    const [item] = await applicantsOf(request.id);
    expect(item!.aueg).toMatchObject({
      since: '2025-01-15',
      warnings: ['limit_passed', 'equal_pay'],
    });
    expect(
      (await fx.call(fx.hrNord, 'POST', fx.selectUrl(request.id, application.id))).statusCode,
    ).toBe(422);
  });
});

describe('POST /api/job/:id/applicants/:applicationId/select: staff-leasing limits', () => {
  it('selects for a shift on exactly the last day of 18 months', async () => {
    const { request, application } = await applicantWith(monthlyUntil('2026-04-14'), [
      '2026-07-14',
    ]);
    const answer = await fx.select(fx.hrNord, request.id, application.id);
    expect(answer.request.state).toBe('external_fill');
  });

  it('refuses a shift one day beyond 18 months with 422 in the caller’s language, and changes nothing', async () => {
    const { request, application } = await applicantWith(monthlyUntil('2026-04-14'), [
      '2026-07-13',
      '2026-07-15',
    ]);
    const before = await fx.snapshot(request.id);
    const english = await fx.call(fx.hrNord, 'POST', fx.selectUrl(request.id, application.id));
    expect(english.statusCode).toBe(422);
    expect(fx.errorOf(english)).toMatchObject({
      code: 'AUEG_LIMIT_PASSED',
      message: expect.stringContaining('18 months'),
    });
    const german = await fx.call(
      fx.hrNord,
      'POST',
      fx.selectUrl(request.id, application.id),
      undefined,
      'de',
    );
    expect(fx.errorOf(german).message).toContain('18 Monaten');
    expect(await fx.snapshot(request.id)).toEqual(before);
  });

  it('keeps counting after an interruption of exactly 3 months and restarts after 3 months and a day', async () => {
    // Last worked 14 April: free from 15 April; 15 July ends exactly 3 months off, so the count goes on.
    const kept = await applicantWith(monthlyUntil('2026-04-14'), ['2026-07-15']);
    expect(
      (await fx.call(fx.hrNord, 'POST', fx.selectUrl(kept.request.id, kept.application.id)))
        .statusCode,
    ).toBe(422);
    // Last worked 13 April: 3 months and a day off before 15 July, a new count starts.
    const restarted = await applicantWith(monthlyUntil('2026-04-13'), ['2026-07-15']);
    expect((await applicantsOf(restarted.request.id))[0]!.aueg).toMatchObject({
      since: '2026-07-15',
      monthsWorked: 0,
    });
    await fx.select(fx.hrNord, restarted.request.id, restarted.application.id);
  });
});

describe('POST /api/job/:id/applicants/:applicationId/select: the agency’s permit', () => {
  let shortPermit: { id: string };
  beforeAll(async () => {
    shortPermit = await vettedAgency(fx.ctx.db, 'KurzPermit');
    await fx.ctx.db
      .update(agencies)
      .set({ permitValidUntil: '2026-06-30' })
      .where(eq(agencies.id, shortPermit.id));
  });

  async function selecting(shifts: { startsAt: Date; endsAt: Date }[]) {
    const { request } = await requestOn(shifts);
    const { application } = await fx.applicationTo(request.id, { agencyId: shortPermit.id });
    const before = await fx.snapshot(request.id);
    const response = await fx.call(
      fx.hrNord,
      'POST',
      fx.selectUrl(request.id, application.id),
      undefined,
      'de',
    );
    return {
      response,
      unchanged: async () => expect(await fx.snapshot(request.id)).toEqual(before),
    };
  }

  it('refuses when a shift lies beyond the permit’s last day in Germany, a night shift into the next day too', async () => {
    for (const shifts of [
      [dayShift('2026-06-29'), dayShift('2026-07-01')],
      [dayShift('2026-06-30', 20, 10)],
    ]) {
      const { response, unchanged } = await selecting(shifts);
      expect(response.statusCode).toBe(422);
      expect(fx.errorOf(response)).toMatchObject({
        code: 'AGENCY_PERMIT_INVALID',
        message: expect.stringContaining('Erlaubnis'),
      });
      await unchanged();
    }
  });

  it('selects when every shift ends by midnight of the permit’s last day', async () => {
    const { response } = await selecting([dayShift('2026-06-29'), dayShift('2026-06-30', 16, 8)]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses once the permit has expired, even for a shift it would have covered', async () => {
    await fx.ctx.db
      .update(agencies)
      .set({ permitValidUntil: '2026-04-30' })
      .where(eq(agencies.id, shortPermit.id));
    const { response, unchanged } = await selecting([dayShift('2026-04-30')]);
    expect(response.statusCode).toBe(422);
    await unchanged();
  });
});
