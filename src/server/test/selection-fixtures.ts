import { beforeAll, expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Placement } from '#shared/contracts/job-board';
import type { StaffRequest } from '#shared/contracts/requests';
import type { ApplicationState, RequestKind, RequestState } from '#shared/request-states';
import {
  applicationDocuments,
  applications,
  outbox,
  placements,
  requests,
  shifts,
  staffDocuments,
} from '#server/db/schema/index';
import { useTestContext, type TestContext, type UseTestContextOptions } from './app';
import { createUser, uploadFile } from './factories';
import { PDF_BYTES } from './multipart';
import {
  joinAgency,
  joinDepartment,
  joinOrganisation,
  organisationWith,
  signedIn,
  vettedAgency,
  type TestActor,
  type TestOrganisation,
} from './tenants';

// What the selection API tests share: one app per test file, two clinics, two vetted agencies
// with dispatchers, requests and applications made in the database, and the calls and reads
// the tests check with. The bindings are live: read them in tests.

export let ctx: TestContext;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** `days` from today at `hour` UTC: always in the future during a run. */
export const at = (days: number, hour: number) => {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
      days * DAY +
      hour * HOUR,
  );
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const call = (
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

export let nord: TestOrganisation; // Kardiologie, Neurologie
export let sued: TestOrganisation;
export let admin: TestActor;
export let hrNord: TestActor;
export let wardKardio: TestActor;
export let wardNeuro: TestActor;
export let hrSued: TestActor;
export let medi: { id: string; name: string };
export let care: { id: string; name: string };
export let mediDispatcherDe: TestActor;
export let mediDispatcherEn: TestActor;
export let careDispatcher: TestActor;
export let pdfId: string;

/** Registers the file's app and fixtures; call once at the top of a test file (a clock: timesheets). */
export function useSelectionApp(options: UseTestContextOptions = {}) {
  ctx = useTestContext(options);
  beforeAll(async () => {
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
}

let requestNumber = 0;
/** A request with shifts given as [day, start hour, hours]. */
export async function requestWith(
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
  await ctx.db.insert(shifts).values(
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
export async function applicationTo(
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
        // A substitute doctor's papers, like the requests these tests post.
        (['cv', 'approbation', 'specialist_diploma'] as const).map((kind) => ({
          agencyId: options.agencyId!,
          userId: person.id,
          kind,
          fileId: pdfId,
          originalName: `${kind}.pdf`,
          expiresOn: kind === 'approbation' ? null : '2030-01-31',
        })),
      )
      .returning();
    await ctx.db.insert(applicationDocuments).values(
      documents.map((document) => ({
        applicationId: application!.id,
        kind: document.kind,
        staffDocumentId: document.id,
      })),
    );
  }
  return { application: application!, person };
}

export const applicantsUrl = (requestId: string) => `/api/job/${requestId}/applicants`;
export const selectUrl = (requestId: string, applicationId: string) =>
  `/api/job/${requestId}/applicants/${applicationId}/select`;

export async function select(actor: TestActor, requestId: string, applicationId: string) {
  const response = await call(actor, 'POST', selectUrl(requestId, applicationId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { request: StaffRequest; placement: Placement };
}

export async function statesOf(requestId: string) {
  const rows = await ctx.db
    .select({ id: applications.id, state: applications.state })
    .from(applications)
    .where(eq(applications.requestId, requestId));
  return Object.fromEntries(rows.map((row) => [row.id, row.state]));
}

export async function placementCount(requestId: string) {
  const [row] = await ctx.db
    .select({ value: count() })
    .from(placements)
    .where(eq(placements.requestId, requestId));
  return row!.value;
}

export async function mailsAbout(title: string) {
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
export async function snapshot(requestId: string) {
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

export const errorOf = (response: { json(): unknown }) =>
  (
    response.json() as {
      error: { code: string; message: string; details?: { key: string; message: string }[] };
    }
  ).error;

export async function setCommission(commissionRate: number) {
  const response = await call(admin, 'PUT', '/api/admin/settings/commission', { commissionRate });
  expect(response.statusCode, response.body).toBe(200);
}

export async function earnings() {
  const response = await call(admin, 'GET', '/api/admin/dashboard');
  expect(response.statusCode).toBe(200);
  return (response.json() as { totalEarnings: number }).totalEarnings;
}
