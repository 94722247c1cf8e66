import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shifts, staffDocuments } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  staffOf,
  uploadPdf,
  type Actor,
} from '#server/test/agency-fixtures';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs, type Method } from '#server/test/factories';

// The documents of the substitute doctor's request below.
const DOCTOR_DOCUMENTS = ['cv', 'approbation', 'specialist_diploma'] as const;

/**
 * The job board's date rules on the last day of a month. A permit and a document
 * valid until 30 April 2027 still count at 20:00 that evening and no longer at 00:30 on 1 May in
 * Germany, although it is still 30 April in UTC then. Requests over at the clock's now are off
 * the board, and so is a late shift that ends after midnight in Germany beyond the permit's day.
 */
const LAST_DAY = '2027-04-30';
const EVENING = berlin('2027-04-30T20:00');
const AFTER_MIDNIGHT = berlin('2027-05-01T00:30');
const clock = fixedClock(EVENING);
const ctx = useTestContext({ clock });
let organisation: { id: string };

beforeAll(async () => {
  organisation = (await organisationWithStaff(ctx, 'Klinikum Monatsende')).organisation;
});

const call = (actor: Actor, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, { 'accept-language': 'en', ...actor.headers }, method, url, payload);

/** An external request with one shift from `start` to `end`. */
async function requestFrom(start: Date, end: Date, title: string) {
  const row = await requestOf(ctx, organisation, {
    title,
    values: { firstShiftStart: start, lastShiftEnd: end },
  });
  await ctx.db
    .update(shifts)
    .set({ startsAt: start, endsAt: end })
    .where(eq(shifts.requestId, row.id));
  return row;
}

const boardIds = async (dispatcher: Actor) => {
  const response = await call(dispatcher, 'GET', '/api/agency/jobs?pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { _id: string }[] }>().items.map((item) => item._id);
};

describe('on the last day of a month', () => {
  beforeEach(() => clock.set(EVENING));

  it('shows the board to an agency whose permit ends that day, and refuses it after midnight in Germany', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx, { permitValidUntil: LAST_DAY });
    expect((await call(dispatcher, 'GET', '/api/agency/jobs')).statusCode).toBe(200);
    clock.set(AFTER_MIDNIGHT);
    const refused = await call(dispatcher, 'GET', '/api/agency/jobs');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('AGENCY_NOT_VETTED');
  });

  it('lists requests not over at the clock’s now that end within the permit', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx, { permitValidUntil: LAST_DAY });
    const tonight = await requestFrom(
      berlin('2027-04-30T15:00'),
      berlin('2027-04-30T23:00'),
      'Spätdienst heute',
    );
    const over = await requestFrom(
      berlin('2027-04-30T11:00'),
      berlin('2027-04-30T19:00'),
      'Frühdienst vorbei',
    );
    const nextMonth = await requestFrom(
      berlin('2027-05-01T06:00'),
      berlin('2027-05-01T14:00'),
      'Frühdienst Mai',
    );
    // Ends at 00:30 on 1 May in Germany (still 30 April in UTC): beyond the permit.
    const lateShift = await requestFrom(
      berlin('2027-04-30T16:30'),
      berlin('2027-05-01T00:30'),
      'Spätdienst bis 00:30',
    );
    const ids = await boardIds(dispatcher);
    expect(ids).toContain(tonight.id);
    expect(ids).not.toContain(over.id);
    expect(ids).not.toContain(nextMonth.id);
    expect(ids).not.toContain(lateShift.id);
    expect((await call(dispatcher, 'GET', `/api/agency/jobs/${lateShift.id}`)).statusCode).toBe(
      404,
    );
    // An agency whose permit runs on sees May's shift, until it is over.
    const { dispatcher: longer } = await agencyWithDispatcher(ctx, {
      permitValidUntil: '2030-12-31',
    });
    expect(await boardIds(longer)).toEqual(expect.arrayContaining([tonight.id, nextMonth.id]));
    clock.set(berlin('2027-05-01T14:01'));
    expect(await boardIds(longer)).not.toContain(nextMonth.id);
  });

  it('counts a document valid until that day as valid in the evening and expired after midnight', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx, {
      permitValidUntil: '2030-12-31',
    });
    const person = await staffOf(ctx, agency.id, { firstName: 'Mona', lastName: 'Monatsende' });
    const fileId = await uploadPdf(ctx, dispatcher.headers);
    const docs = await ctx.db
      .insert(staffDocuments)
      .values(
        DOCTOR_DOCUMENTS.map((kind) => ({
          agencyId: agency.id,
          userId: person.id,
          kind,
          fileId,
          originalName: `${kind}.pdf`,
          expiresOn: LAST_DAY,
        })),
      )
      .returning();
    const request = await requestFrom(
      berlin('2027-05-03T06:00'),
      berlin('2027-05-03T14:00'),
      'Vertretung Mai',
    );
    const documents = Object.fromEntries(docs.map((doc) => [doc.kind, { documentId: doc.id }]));
    const expiredFlags = async () =>
      (await call(dispatcher, 'GET', `/api/agency/staff/${person.id}`))
        .json<{ documents: { expired: boolean }[] }>()
        .documents.map((doc) => doc.expired);

    expect(await expiredFlags()).toEqual([false, false, false]);

    clock.set(AFTER_MIDNIGHT);
    expect(await expiredFlags()).toEqual([true, true, true]);
    const refused = await call(dispatcher, 'POST', `/api/agency/jobs/${request.id}/applications`, {
      customerId: person.id,
      hourlyRate: 80,
      documents,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('Document_has_expired');

    clock.set(EVENING);
    const applied = await call(dispatcher, 'POST', `/api/agency/jobs/${request.id}/applications`, {
      customerId: person.id,
      hourlyRate: 80,
      documents,
    });
    expect(applied.statusCode, applied.body).toBe(201);
  });
});
