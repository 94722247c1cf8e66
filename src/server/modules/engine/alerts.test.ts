import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobAlert } from '#shared/contracts/engine';
import type { StaffRequest } from '#shared/contracts/requests';
import { agencyMembers, jobAlerts } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  dateIn,
  organisationWithStaff,
  signedIn,
  type Actor,
} from '#server/test/agency-fixtures';
import { injectAs, type Method } from '#server/test/factories';
import { DAY, HOUR, recordingNotifier, utcDayAt } from '#server/test/engine-fixtures';

/**
 * Agency dispatchers' job alerts: the API that keeps them (agency users only), and which
 * dispatchers are told when a request opens to agencies: those whose alert matches it or who set
 * none, of vetted agencies whose permit covers it, never the others.
 */
const { told, notifier: recorder } = recordingNotifier();
const ctx = useTestContext({ notifier: recorder });
const startIn = (days: number) => utcDayAt(days, 8);

const call = (
  actor: Actor | null,
  method: Method,
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  injectAs(
    ctx.app,
    { 'accept-language': language, ...(actor?.headers ?? {}) },
    method,
    url,
    payload,
  );

async function setAlert(actor: Actor, alert: Partial<JobAlert>) {
  const response = await call(actor, 'PUT', '/api/me/job-alerts', alert);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobAlert>();
}

/** The dispatchers told about a request that opened to agencies. */
function toldAbout(requestId: string): string[] {
  return told
    .filter((input) => input.requestId === requestId && input.kind === 'external_request')
    .flatMap((input) => input.userIds);
}

describe('GET/PUT /api/me/job-alerts', () => {
  it('starts as every request and stores a replaced alert, without repeats', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const initial = await call(dispatcher, 'GET', '/api/me/job-alerts');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      enabled: true,
      fields: [],
      qualifications: [],
      contractTypes: [],
      postcodes: [],
      accommodationOnly: false,
    });

    const saved = await setAlert(dispatcher, {
      fields: ['Neurologie', 'Anästhesiologie', 'Neurologie'],
      qualifications: ['Facharzt', 'Fachpflegekraft'],
      contractTypes: ['Arbeitnehmerüberlassung'],
      postcodes: [' 80331 ', '10', '10'],
      accommodationOnly: true,
    });
    const expected = {
      enabled: true,
      fields: ['Anästhesiologie', 'Neurologie'],
      qualifications: ['Facharzt', 'Fachpflegekraft'],
      contractTypes: ['Arbeitnehmerüberlassung'],
      postcodes: ['10', '80331'],
      accommodationOnly: true,
    };
    expect(saved).toEqual(expected);
    expect((await call(dispatcher, 'GET', '/api/me/job-alerts')).json()).toEqual(expected);

    // PUT replaces: what is left out is 'any' again.
    expect(await setAlert(dispatcher, { enabled: false })).toEqual({
      enabled: false,
      fields: [],
      qualifications: [],
      contractTypes: [],
      postcodes: [],
      accommodationOnly: false,
    });
  });

  it('refuses unknown options, bad postcodes and too many values with field errors, storing nothing', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const put = (payload: unknown) => call(dispatcher, 'PUT', '/api/me/job-alerts', payload, 'de');

    const unknown = await put({
      fields: ['Neurologie', 'Alchemie'],
      qualifications: ['Zauberer'],
      contractTypes: ['Werkvertrag'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          { field: 'fields.1', message: 'Bitte wählen Sie eine der angebotenen Optionen' },
          { field: 'qualifications.0' },
          { field: 'contractTypes.0' },
        ],
      },
    });
    const postcode = await put({ postcodes: ['10', '8033a'] });
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json()).toMatchObject({
      error: {
        details: [
          {
            field: 'postcodes.1',
            message: 'Bitte geben Sie den Anfang einer Postleitzahl ein: 1 bis 5 Ziffern',
          },
        ],
      },
    });
    const tooMany = await put({ postcodes: Array.from({ length: 51 }, (_, i) => String(10 + i)) });
    expect(tooMany.json()).toMatchObject({
      error: { details: [{ field: 'postcodes', message: 'Bitte wählen Sie höchstens 50 aus' }] },
    });
    for (const bad of [
      { postcodes: ['123456'] },
      { postcodes: [''] },
      { enabled: 'yes' },
      { fields: 'Neurologie' },
      { accommodationOnly: 1 },
    ]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, dispatcher.user.id)),
    ).toEqual([]);
  });

  it('is for agency users only: 401 anonymous, 403 for every other role', async () => {
    expect((await call(null, 'GET', '/api/me/job-alerts')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/api/me/job-alerts', {})).statusCode).toBe(401);
    for (const role of ['USER', 'ORG_SUB', 'ORG_ADMIN', 'ADMIN'] as const) {
      const actor = await signedIn(ctx, role);
      expect((await call(actor, 'GET', '/api/me/job-alerts')).statusCode, role).toBe(403);
      // Refused before the body is read: a bad body is still 403, and nothing is stored.
      expect(
        (await call(actor, 'PUT', '/api/me/job-alerts', { postcodes: ['x'] })).statusCode,
        role,
      ).toBe(403);
      expect(
        await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, actor.user.id)),
      ).toEqual([]);
    }
  });
});

describe('who is told about a request open to agencies', () => {
  it('tells the dispatchers whose alert matches, or who set none; each dispatcher of an agency by their own alert', async () => {
    const alster = await organisationWithStaff(ctx, 'Klinikum Alster', '20095');
    const isar = await organisationWithStaff(ctx, 'Klinikum Isar', '80331');

    const noAlert = (await agencyWithDispatcher(ctx)).dispatcher;
    const emptyAlert = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(emptyAlert, {});
    // One agency, two dispatchers covering different regions and fields.
    const { agency: shared, dispatcher: northNeuro } = await agencyWithDispatcher(ctx);
    await setAlert(northNeuro, { fields: ['Neurologie'], postcodes: ['2'] });
    const south = await signedIn(ctx, 'AGENCY');
    await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: shared.id, userId: south.user.id, kind: 'user' });
    await setAlert(south, { postcodes: ['80331', '81'] });
    const specialists = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(specialists, { qualifications: ['Facharzt'] });
    const residents = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(residents, { qualifications: ['Assistenzarzt'] });
    const withBed = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(withBed, { accommodationOnly: true });
    const fixedTerm = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(fixedTerm, { contractTypes: ['BefristeteAnstellung'] });
    const switchedOff = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(switchedOff, { enabled: false });

    // Never told, whatever their alert: not vetted, rejected, permit expired or ending before the request.
    const pending = (await agencyWithDispatcher(ctx, { vettingState: 'pending' })).dispatcher;
    const rejected = (await agencyWithDispatcher(ctx, { vettingState: 'rejected' })).dispatcher;
    const expired = (await agencyWithDispatcher(ctx, { permitValidUntil: dateIn(-1) })).dispatcher;
    const tooShort = (await agencyWithDispatcher(ctx, { permitValidUntil: dateIn(5) })).dispatcher;
    const noPermit = (await agencyWithDispatcher(ctx, { permitValidUntil: null })).dispatcher;
    await setAlert(pending, {});
    await setAlert(expired, { fields: ['Neurologie'] });

    const post = async (organisation: { id: string }, hr: Actor, body: Record<string, unknown>) => {
      const response = await call(hr, 'POST', '/api/job', {
        title: `Vertretung ${String(body.field)}`,
        dates: [
          {
            startDate: startIn(10),
            endDate: startIn(10) + 24 * HOUR,
            activity: 'times',
            type: 'vertretungsarzt',
          },
        ],
        organisation: organisation.id,
        jobOperation: 'Arbeitnehmerüberlassung',
        salary: [{ activity: 'Bereitschaftsdienst', cost: 45 }],
        applicants: [],
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<StaffRequest>();
      expect(created.state).toBe('external_adv');
      return created._id;
    };
    const neuroAlster = await post(alster.organisation, alster.hr, {
      field: 'Neurologie',
      facharzt: true,
      assistenzarzt: false,
      accomodation: true,
    });
    const uroAlster = await post(alster.organisation, alster.hr, {
      field: 'Urologie',
      facharzt: false,
      assistenzarzt: true,
      accomodation: false,
    });
    const neuroIsar = await post(isar.organisation, isar.hr, {
      field: 'Neurologie',
      facharzt: true,
      assistenzarzt: true,
      accomodation: false,
      jobOperation: 'BefristeteAnstellung',
    });

    const expectations: [string, Actor, string[]][] = [
      ['no alert', noAlert, [neuroAlster, uroAlster, neuroIsar]],
      ['an empty alert', emptyAlert, [neuroAlster, uroAlster, neuroIsar]],
      ['Neurologie in 2xxxx', northNeuro, [neuroAlster]],
      ['80331 and 81xxx', south, [neuroIsar]],
      ['Facharzt', specialists, [neuroAlster, neuroIsar]],
      ['Assistenzarzt', residents, [uroAlster, neuroIsar]],
      ['accommodation only', withBed, [neuroAlster]],
      ['fixed-term contracts', fixedTerm, [neuroIsar]],
      ['switched off', switchedOff, []],
      ['pending agency', pending, []],
      ['rejected agency', rejected, []],
      ['expired permit', expired, []],
      ['permit ending before the request', tooShort, []],
      ['no permit', noPermit, []],
    ];
    for (const [label, dispatcher, wanted] of expectations) {
      const reached = [neuroAlster, uroAlster, neuroIsar].filter((id) =>
        toldAbout(id).includes(dispatcher.user.id),
      );
      expect(reached, label).toEqual(wanted);
    }
    // Each request's notification leads to the board's page of it.
    const [neuro] = told.filter(
      (input) => input.requestId === neuroAlster && input.kind === 'external_request',
    );
    expect(neuro!.link).toBe(`/agency/jobs/${neuroAlster}`);
    expect(neuro!.payload).toMatchObject({
      title: 'Vertretung Neurologie',
      organisation: 'Klinikum Alster',
    });
  });

  it('matches staff requests by nursing qualification when HR opens them to agencies; fields do not narrow them', async () => {
    const clinic = await organisationWithStaff(ctx, 'Klinikum Elbe', '21073');
    const nurses = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(nurses, { qualifications: ['Examine Pflegekraft', 'Pflegeassistenz'] });
    const specialistNurses = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(specialistNurses, { qualifications: ['Fachpflegekraft'] });
    const doctors = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(doctors, { qualifications: ['Facharzt', 'Assistenzarzt'] });
    const neurology = (await agencyWithDispatcher(ctx)).dispatcher;
    await setAlert(neurology, { fields: ['Neurologie'], postcodes: ['21'] });

    const posted = await call(clinic.ward, 'POST', '/api/job', {
      title: 'Nachtdienst Neurologie',
      dates: [
        {
          startDate: startIn(12),
          endDate: startIn(12) + 8 * HOUR,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
      qualification: 'Examine Pflegekraft',
      skills: [],
      orig_dept: clinic.department.id,
      organisation: clinic.organisation.id,
      applicants: [],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<StaffRequest>()._id;
    expect(toldAbout(id)).toEqual([]);
    // The pool's time runs out; HR approves; with no other department, agencies are next.
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    const approved = await call(clinic.hr, 'POST', `/api/job/${id}/hr-decision`, {
      decision: 'approve_external',
    });
    expect(approved.json<StaffRequest>().state).toBe('external_adv');

    const reached = toldAbout(id);
    expect(reached).toContain(nurses.user.id);
    expect(reached).toContain(neurology.user.id);
    expect(reached).not.toContain(specialistNurses.user.id);
    expect(reached).not.toContain(doctors.user.id);
  });
});
