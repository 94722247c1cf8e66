import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { ApplicantDetail, Placement } from '../../../shared/contracts/job-board';
import type { StaffRequest } from '../../../shared/contracts/requests';
import {
  DOCUMENT_KINDS,
  type ApplicationState,
  type RequestKind,
  type RequestState,
} from '../../../shared/request-states';
import type { Role } from '../../../shared/roles';
import {
  applicationDocuments,
  applications,
  auditLog,
  outbox,
  placements,
  requests,
  shifts,
  staffDocuments,
} from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/app';
import { createUser, uploadFile } from '../../test/factories';
import { PDF_BYTES } from '../../test/multipart';
import {
  joinAgency,
  joinDepartment,
  joinOrganisation,
  organisationWith,
  signedIn,
  vettedAgency,
  type TestActor,
  type TestOrganisation,
} from '../../test/tenants';

let ctx: TestContext;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** `days` from today at `hour` UTC: always in the future during a run. */
const at = (days: number, hour: number) => {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
      days * DAY +
      hour * HOUR,
  );
};

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  actor: TestActor | null,
  method: Method,
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': language, ...(actor?.headers ?? {}) },
  });

// --- fixtures ------------------------------------------------------------------------------

let nord: TestOrganisation; // Kardiologie, Neurologie
let sued: TestOrganisation;
let admin: TestActor;
let hrNord: TestActor;
let wardKardio: TestActor;
let wardNeuro: TestActor;
let hrSued: TestActor;
let medi: { id: string; name: string };
let care: { id: string; name: string };
let mediDispatcherDe: TestActor;
let mediDispatcherEn: TestActor;
let careDispatcher: TestActor;
let pdfId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  nord = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie', 'Neurologie']);
  sued = await organisationWith(ctx.db, 'Klinikum Süd', ['Chirurgie']);
  admin = await signedIn(ctx.app, ctx.db, 'ADMIN');
  hrNord = await joinOrganisation(ctx.db, nord.id, await signedIn(ctx.app, ctx.db, 'ORG_ADMIN'));
  hrSued = await joinOrganisation(ctx.db, sued.id, await signedIn(ctx.app, ctx.db, 'ORG_ADMIN'));
  wardKardio = await joinDepartment(
    ctx.db,
    nord.departments[0]!.id,
    await signedIn(ctx.app, ctx.db, 'ORG_SUB'),
  );
  wardNeuro = await joinDepartment(
    ctx.db,
    nord.departments[1]!.id,
    await signedIn(ctx.app, ctx.db, 'ORG_SUB'),
  );
  medi = await vettedAgency(ctx.db, 'MediStaff');
  care = await vettedAgency(ctx.db, 'CarePlus');
  mediDispatcherDe = await signedIn(ctx.app, ctx.db, 'AGENCY', 'de', 'Dora');
  mediDispatcherEn = await signedIn(ctx.app, ctx.db, 'AGENCY', 'en', 'Eric');
  careDispatcher = await signedIn(ctx.app, ctx.db, 'AGENCY', 'en', 'Carl');
  await joinAgency(ctx.db, medi.id, mediDispatcherDe.user.id, 'user');
  await joinAgency(ctx.db, medi.id, mediDispatcherEn.user.id, 'user');
  await joinAgency(ctx.db, care.id, careDispatcher.user.id, 'user');
  pdfId = await uploadFile(ctx.app, mediDispatcherDe.headers, 'cv.pdf', PDF_BYTES, 'document');
});
afterAll(() => ctx?.close());

let requestNumber = 0;
/** A request with shifts given as [day, start hour, hours]. */
async function requestWith(
  shiftsOf: [number, number, number][],
  options: {
    state?: RequestState;
    kind?: RequestKind;
    organisation?: TestOrganisation;
    departmentId?: string | null;
  } = {},
) {
  const organisation = options.organisation ?? nord;
  const departmentId =
    options.departmentId === undefined ? organisation.departments[0]!.id : options.departmentId;
  const dates = shiftsOf.map(([day, hour, hours]) => ({
    startsAt: at(day, hour),
    endsAt: new Date(at(day, hour).getTime() + hours * HOUR),
  }));
  const [row] = await ctx.db
    .insert(requests)
    .values({
      organisationId: organisation.id,
      departmentId,
      kind: options.kind ?? 'substitute_doctor',
      state: options.state ?? 'external_adv',
      title: `Vertretung ${++requestNumber}`,
      firstShiftStart: dates[0]!.startsAt,
      lastShiftEnd: dates.at(-1)!.endsAt,
    })
    .returning();
  await ctx.db
    .insert(shifts)
    .values(
      dates.map((date) => ({
        ...date,
        requestId: row!.id,
        organisationId: organisation.id,
        departmentId,
      })),
    );
  return row!;
}

/** An application: an agency's staff member with three documents, or a pool member (no agency). */
async function applicationTo(
  requestId: string,
  options: {
    agencyId?: string;
    submittedBy?: string;
    rate?: number | null;
    state?: ApplicationState;
    lastName?: string;
    language?: 'en' | 'de';
  } = {},
) {
  const person = await createUser(ctx.db, {
    firstName: 'Anna',
    lastName: options.lastName ?? 'Arzt',
    language: options.language ?? 'en',
    qualificationLevel: 'Facharzt',
    skills: ['Notfallmedizin', 'EKG'],
  });
  if (options.agencyId) await joinAgency(ctx.db, options.agencyId, person.id, 'customer');
  const [application] = await ctx.db
    .insert(applications)
    .values({
      requestId,
      userId: person.id,
      agencyId: options.agencyId ?? null,
      submittedBy: options.submittedBy ?? null,
      hourlyRate: options.rate === undefined ? 60 : options.rate,
      state: options.state ?? 'applied',
    })
    .returning();
  if (options.agencyId) {
    const documents = await ctx.db
      .insert(staffDocuments)
      .values(
        DOCUMENT_KINDS.map((kind) => ({
          agencyId: options.agencyId!,
          userId: person.id,
          kind,
          fileId: pdfId,
          originalName: `${kind}.pdf`,
          expiresOn: kind === 'approbation' ? null : '2030-01-31',
        })),
      )
      .returning();
    await ctx.db
      .insert(applicationDocuments)
      .values(
        documents.map((document) => ({
          applicationId: application!.id,
          kind: document.kind,
          staffDocumentId: document.id,
        })),
      );
  }
  return { application: application!, person };
}

const applicantsUrl = (requestId: string) => `/api/job/${requestId}/applicants`;
const selectUrl = (requestId: string, applicationId: string) =>
  `/api/job/${requestId}/applicants/${applicationId}/select`;

async function select(actor: TestActor, requestId: string, applicationId: string) {
  const response = await call(actor, 'POST', selectUrl(requestId, applicationId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { request: StaffRequest; placement: Placement };
}

async function statesOf(requestId: string) {
  const rows = await ctx.db
    .select({ id: applications.id, state: applications.state })
    .from(applications)
    .where(eq(applications.requestId, requestId));
  return Object.fromEntries(rows.map((row) => [row.id, row.state]));
}

async function placementCount(requestId: string) {
  const [row] = await ctx.db
    .select({ value: count() })
    .from(placements)
    .where(eq(placements.requestId, requestId));
  return row!.value;
}

async function mailsAbout(title: string) {
  const rows = await ctx.db.select().from(outbox);
  return rows
    .filter((row) => row.subject.includes(title))
    .map((row) => ({
      to: row.recipient,
      language: row.language,
      template: row.template,
      subject: row.subject,
      text: row.bodyText,
    }))
    .sort((a, b) => a.to.localeCompare(b.to) || a.template.localeCompare(b.template));
}

/** Everything a refused call must leave as it was. */
async function snapshot(requestId: string) {
  const [request] = await ctx.db
    .select({ state: requests.state })
    .from(requests)
    .where(eq(requests.id, requestId));
  const [mails] = await ctx.db.select({ value: count() }).from(outbox);
  return {
    state: request!.state,
    applications: await statesOf(requestId),
    placements: await placementCount(requestId),
    mails: mails!.value,
  };
}

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

async function setCommission(commissionRate: number) {
  const response = await call(admin, 'PUT', '/api/admin/settings/commission', { commissionRate });
  expect(response.statusCode, response.body).toBe(200);
}

async function earnings() {
  const response = await call(admin, 'GET', '/api/admin/dashboard');
  expect(response.statusCode).toBe(200);
  return (response.json() as { totalEarnings: number }).totalEarnings;
}

// --- GET /api/job/:id/applicants -------------------------------------------------------------

describe('GET /api/job/:id/applicants', () => {
  let request: Awaited<ReturnType<typeof requestWith>>;
  let applied: Awaited<ReturnType<typeof applicationTo>>;
  let withdrawn: Awaited<ReturnType<typeof applicationTo>>;

  beforeAll(async () => {
    request = await requestWith([[20, 8, 8]]);
    applied = await applicationTo(request.id, {
      agencyId: medi.id,
      submittedBy: mediDispatcherDe.user.id,
      rate: 72.5,
      lastName: 'Becker',
    });
    withdrawn = await applicationTo(request.id, {
      agencyId: care.id,
      state: 'withdrawn',
      lastName: 'Weber',
    });
  });

  it('lists every application of the request, withdrawn ones too, with person, agency, rate and documents', async () => {
    const response = await call(hrNord, 'GET', applicantsUrl(request.id));
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: ApplicantDetail[] }).items;
    expect(items.map((item) => [item._id, item.state])).toEqual([
      [applied.application.id, 'applied'],
      [withdrawn.application.id, 'withdrawn'],
    ]);
    expect(items[0]).toMatchObject({
      hourlyRate: 72.5,
      agency: { _id: medi.id, name: 'MediStaff' },
      user: {
        _id: applied.person.id,
        firstName: 'Anna',
        lastName: 'Becker',
        qualification: 'Facharzt',
        skills: ['Notfallmedizin', 'EKG'],
      },
      decidedAt: null,
    });
    expect(
      items[0]!.documents
        .map((document) => [document.kind, document.name, document.expiresOn])
        .sort(),
    ).toEqual([
      ['approbation', 'approbation.pdf', null],
      ['cv', 'cv.pdf', '2030-01-31'],
      ['specialist_diploma', 'specialist_diploma.pdf', '2030-01-31'],
    ]);
    // No download links in the list: they are made on demand and expire.
    expect(JSON.stringify(items)).not.toContain(pdfId);
  });

  it('is scoped like GET /api/job/:id: the ward manager of the station and ADMIN see it', async () => {
    for (const actor of [wardKardio, admin]) {
      const response = await call(actor, 'GET', applicantsUrl(request.id));
      expect(response.statusCode).toBe(200);
      expect((response.json() as { items: unknown[] }).items).toHaveLength(2);
    }
  });

  it('answers 404 to another station, another organisation and an unknown request; 400 to a bad id', async () => {
    for (const actor of [wardNeuro, hrSued]) {
      const response = await call(actor, 'GET', applicantsUrl(request.id));
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect(
      (await call(hrNord, 'GET', applicantsUrl('00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
    expect((await call(hrNord, 'GET', applicantsUrl('not-a-uuid'))).statusCode).toBe(400);
  });

  it.each(['AGENCY', 'USER'] as Role[])(
    'refuses %s with 403 and anonymous callers with 401',
    async (role) => {
      const actor = role === 'AGENCY' ? mediDispatcherDe : await signedIn(ctx.app, ctx.db, role);
      expect((await call(actor, 'GET', applicantsUrl(request.id))).statusCode).toBe(403);
      expect((await call(null, 'GET', applicantsUrl(request.id))).statusCode).toBe(401);
    },
  );
});

// --- POST /api/job/:id/applicants/:applicationId/select --------------------------------------

describe('POST /api/job/:id/applicants/:applicationId/select', () => {
  it('selects one applicant, tells everyone, fills the request and records the placement at the set commission', async () => {
    await setCommission(12.5);
    const earningsBefore = await earnings();
    // 8 h + 10.5 h = 18.5 h; at 60 €/h the order is worth 1110 €, 12.5 % of it is 138.75 €.
    const request = await requestWith([
      [21, 6, 8],
      [22, 20, 10.5],
    ]);
    const chosen = await applicationTo(request.id, {
      agencyId: medi.id,
      submittedBy: mediDispatcherEn.user.id,
      rate: 60,
      lastName: 'Schmidt',
    });
    const other = await applicationTo(request.id, {
      agencyId: care.id,
      submittedBy: careDispatcher.user.id,
      rate: 55,
      lastName: 'Meyer',
    });
    const gone = await applicationTo(request.id, {
      agencyId: care.id,
      submittedBy: careDispatcher.user.id,
      state: 'withdrawn',
      lastName: 'Fischer',
    });

    const answer = await select(wardKardio, request.id, chosen.application.id);

    expect(answer.request).toMatchObject({ _id: request.id, state: 'external_fill' });
    expect(answer.placement).toMatchObject({
      requestId: request.id,
      applicationId: chosen.application.id,
      agencyId: medi.id,
      userId: chosen.person.id,
      hourlyRate: 60,
      hours: 18.5,
      orderValue: 1110,
      commissionRate: 12.5,
      commission: 138.75,
    });
    const [stored] = await ctx.db
      .select()
      .from(placements)
      .where(eq(placements.requestId, request.id));
    expect(stored).toMatchObject({
      id: answer.placement._id,
      organisationId: nord.id,
      commission: 138.75,
      createdBy: wardKardio.user.id,
    });

    expect(await statesOf(request.id)).toEqual({
      [chosen.application.id]: 'selected',
      [other.application.id]: 'not_selected',
      [gone.application.id]: 'withdrawn',
    });
    const [decided] = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, chosen.application.id));
    expect(decided).toMatchObject({ decidedBy: wardKardio.user.id, decidedAt: expect.any(Date) });
    const [row] = await ctx.db
      .select({ state: requests.state })
      .from(requests)
      .where(eq(requests.id, request.id));
    expect(row!.state).toBe('external_fill');

    // The selected agency's dispatchers (one in German), the other applicant's agency; not the withdrawn one again.
    const mails = await mailsAbout(request.title);
    expect(
      mails.map(({ to, language, template, subject }) => ({ to, language, template, subject })),
    ).toEqual(
      [
        {
          to: mediDispatcherDe.user.email,
          language: 'de',
          template: 'application_selected',
          subject: `Ausgewählt: Anna Schmidt für ${request.title}`,
        },
        {
          to: mediDispatcherEn.user.email,
          language: 'en',
          template: 'application_selected',
          subject: `Selected: Anna Schmidt for ${request.title}`,
        },
        {
          to: careDispatcher.user.email,
          language: 'en',
          template: 'application_not_selected',
          subject: `Not selected: ${request.title}`,
        },
      ].sort((a, b) => a.to.localeCompare(b.to) || a.template.localeCompare(b.template)),
    );
    const german = mails.find((mail) => mail.to === mediDispatcherDe.user.email)!;
    expect(german.text).toContain('Hallo Dora,');
    expect(german.text).toContain('Klinikum Nord hat Anna Schmidt aus Ihrer Agentur');
    expect(german.text).toContain('http://localhost:3000/de/agency/applied-jobs');
    expect(mails.find((mail) => mail.template === 'application_not_selected')!.text).toContain(
      'Anna Meyer was not selected',
    );

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'select')));
    expect(audit).toMatchObject([{ actorId: wardKardio.user.id, entityType: 'request' }]);
    expect(audit[0]!.changes).toContainEqual({
      field: 'state',
      old: 'external_adv',
      new: 'external_fill',
    });

    // The request is in the "external" table now, showing only the selected applicant.
    const list = await call(hrNord, 'GET', '/api/job?group=external&pageSize=100');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { items: StaffRequest[] }).items.find(
      (item) => item._id === request.id,
    );
    expect(listed?.applicants.map((applicant) => [applicant._id, applicant.state])).toEqual([
      [chosen.application.id, 'selected'],
    ]);

    // The administrator's earnings grew by exactly this commission.
    expect(await earnings()).toBeCloseTo(earningsBefore + 138.75, 2);

    // A second selection is refused and changes nothing, whichever applicant it names.
    const before = await snapshot(request.id);
    for (const applicationId of [other.application.id, chosen.application.id]) {
      const again = await call(
        hrNord,
        'POST',
        selectUrl(request.id, applicationId),
        undefined,
        'de',
      );
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toMatchObject({
        code: 'REQUEST_NOT_OPEN',
        message: expect.stringContaining('nicht mehr offen'),
      });
    }
    expect(await snapshot(request.id)).toEqual(before);
  });

  it('lets exactly one of two simultaneous selections win', async () => {
    const request = await requestWith([[23, 8, 8]]);
    const first = await applicationTo(request.id, {
      agencyId: medi.id,
      submittedBy: mediDispatcherDe.user.id,
    });
    const second = await applicationTo(request.id, {
      agencyId: care.id,
      submittedBy: careDispatcher.user.id,
    });
    const responses = await Promise.all([
      call(hrNord, 'POST', selectUrl(request.id, first.application.id)),
      call(wardKardio, 'POST', selectUrl(request.id, second.application.id)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const states = Object.values(await statesOf(request.id)).sort();
    expect(states).toEqual(['not_selected', 'selected']);
    expect(await placementCount(request.id)).toBe(1);
    const winner = (
      responses.find((response) => response.statusCode === 200)!.json() as { placement: Placement }
    ).placement;
    expect((await statesOf(request.id))[winner.applicationId]).toBe('selected');
  });

  it('refuses an application that is no longer applied, and any selection on a cancelled request', async () => {
    const request = await requestWith([[24, 8, 8]]);
    const withdrawn = await applicationTo(request.id, { agencyId: medi.id, state: 'withdrawn' });
    await applicationTo(request.id, { agencyId: care.id });
    let before = await snapshot(request.id);
    const response = await call(hrNord, 'POST', selectUrl(request.id, withdrawn.application.id));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'APPLICATION_NOT_OPEN',
      message: expect.stringContaining('withdrawn'),
    });
    expect(await snapshot(request.id)).toEqual(before);

    const cancelled = await requestWith([[25, 8, 8]], { state: 'cancelled' });
    const applicant = await applicationTo(cancelled.id, {
      agencyId: medi.id,
      state: 'request_cancelled',
    });
    before = await snapshot(cancelled.id);
    const refused = await call(hrNord, 'POST', selectUrl(cancelled.id, applicant.application.id));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('REQUEST_NOT_OPEN');
    expect(await snapshot(cancelled.id)).toEqual(before);
  });

  it('answers 404 outside the scope or for an application of another request, 403 and 401 to the other roles; nothing changes', async () => {
    const request = await requestWith([[26, 8, 8]]);
    const { application } = await applicationTo(request.id, { agencyId: medi.id });
    const elsewhere = await requestWith([[26, 8, 8]]);
    const foreign = await applicationTo(elsewhere.id, { agencyId: medi.id });
    const before = await snapshot(request.id);

    for (const actor of [wardNeuro, hrSued]) {
      expect((await call(actor, 'POST', selectUrl(request.id, application.id))).statusCode).toBe(
        404,
      );
    }
    expect(
      (await call(hrNord, 'POST', selectUrl(request.id, foreign.application.id))).statusCode,
    ).toBe(404);
    expect((await call(hrNord, 'POST', selectUrl(request.id, 'nope'))).statusCode).toBe(400);
    expect(
      (await call(mediDispatcherDe, 'POST', selectUrl(request.id, application.id))).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          await signedIn(ctx.app, ctx.db, 'USER'),
          'POST',
          selectUrl(request.id, application.id),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(null, 'POST', selectUrl(request.id, application.id))).statusCode).toBe(401);
    expect(await snapshot(request.id)).toEqual(before);
    expect(await snapshot(elsewhere.id)).toMatchObject({ state: 'external_adv', placements: 0 });
  });

  it('lets ADMIN select on any organisation; a request without a station only by its HR', async () => {
    const request = await requestWith([[27, 8, 4]], { organisation: sued });
    const { application } = await applicationTo(request.id, { agencyId: care.id, rate: 50 });
    expect((await select(admin, request.id, application.id)).placement).toMatchObject({
      hours: 4,
      orderValue: 200,
    });

    const noStation = await requestWith([[27, 8, 4]], { departmentId: null });
    const candidate = await applicationTo(noStation.id, { agencyId: medi.id });
    expect(
      (await call(wardKardio, 'POST', selectUrl(noStation.id, candidate.application.id)))
        .statusCode,
    ).toBe(404);
    expect((await select(hrNord, noStation.id, candidate.application.id)).request.state).toBe(
      'external_fill',
    );
  });

  it('fills an internal request with a pool member, who owes no commission and is told in person', async () => {
    await setCommission(20);
    const request = await requestWith([[28, 12, 24]], { kind: 'staff', state: 'internal_adv' });
    const pool = await applicationTo(request.id, {
      rate: null,
      language: 'de',
      lastName: 'Pflege',
    });
    const answer = await select(wardKardio, request.id, pool.application.id);
    expect(answer.request.state).toBe('internal_fill');
    expect(answer.placement).toMatchObject({
      agencyId: null,
      hours: 24,
      hourlyRate: 0,
      commissionRate: 0,
      commission: 0,
    });
    const mails = await mailsAbout(request.title);
    expect(mails).toMatchObject([
      { to: pool.person.email, language: 'de', subject: `Sie wurden ausgewählt: ${request.title}` },
    ]);
    expect(mails[0]!.text).toContain('Klinikum Nord hat Sie für die Anfrage');
    expect(mails[0]!.text).not.toContain('agency/applied-jobs');
  });
});
