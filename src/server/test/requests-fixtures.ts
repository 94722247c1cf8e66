import { beforeAll, expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { StaffRequest } from '#shared/contracts/requests';
import type { ApplicationState } from '#shared/request-states';
import type { Role } from '#shared/roles';
import {
  applications,
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
  requests,
} from '#server/db/schema/index';
import { useTestContext, type TestContext } from './app';
import { actorOf, bearer, createUser, signIn } from './factories';

// What the request API tests share: one app per test file, two clinics with HR and ward
// managers, the spec's payloads and the calls. The bindings are live: read them in tests.

export let ctx: TestContext;
export type Actor = { user: { id: string; email: string }; headers: Record<string, string> };
export type Org = { id: string; name: string; departments: { id: string; name: string }[] };

// --- factories (requests need organisations, departments, members and applications) ----------

export async function organisationWith(name: string, departmentNames: string[]): Promise<Org> {
  const [organisation] = await ctx.db
    .insert(organisations)
    .values({
      name,
      address: 'Klinikweg 1',
      postcode: '20095',
      city: 'Hamburg',
      country: 'DE',
      url: 'https://klinik.example.com',
    })
    .returning();
  const rows = await ctx.db
    .insert(departments)
    .values(
      departmentNames.map((departmentName) => ({
        organisationId: organisation!.id,
        name: departmentName,
      })),
    )
    .returning();
  return {
    id: organisation!.id,
    name,
    departments: departmentNames.map((n) => rows.find((row) => row.name === n)!),
  };
}

export async function signedIn(role: Role, language: 'en' | 'de' = 'en'): Promise<Actor> {
  const user = await createUser(ctx.db, { role, language });
  return { user, headers: bearer(await signIn(ctx.app, user.email)) };
}

/** An ORG_ADMIN (HR) member of the organisation. */
export async function hrOf(organisationId: string) {
  const actor = await signedIn('ORG_ADMIN');
  await ctx.db.insert(organisationMembers).values({ organisationId, userId: actor.user.id });
  return actor;
}

/** An ORG_SUB department user (ward manager) of the department. */
export async function wardManagerOf(departmentId: string) {
  const actor = await signedIn('ORG_SUB');
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId, userId: actor.user.id, kind: 'user' });
  return actor;
}

/** A person with an application to the request in the given state. */
export async function applicant(
  requestId: string,
  state: ApplicationState,
  language: 'en' | 'de' = 'en',
  lastName = 'Pflege',
) {
  const person = await createUser(ctx.db, {
    role: 'USER',
    language,
    lastName,
    qualificationLevel: 'Examine Pflegekraft',
  });
  await ctx.db.insert(applications).values({ requestId, userId: person.id, state });
  return person;
}

// --- payloads -------------------------------------------------------------------------------

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Midnight UTC `days` from today: far enough ahead to never be in the past during a run. */
export const dayAt = (days: number, hour = 12) => {
  const today = new Date();
  return (
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
    days * DAY +
    hour * HOUR
  );
};
export const staffDate = (days: number, hours = 24, hour = 12) => ({
  startDate: dayAt(days, hour),
  endDate: dayAt(days, hour) + hours * HOUR,
  activity: 'times',
  type: 'Neue_Dienstanfrage' as const,
});
export const doctorDate = (days: number, length = 7) => ({
  ...staffDate(days, length * 24),
  type: 'vertretungsarzt' as const,
});

/** The staff-request payload of spec 001 section 7. */
export function staffBody(org: Org, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Frühdienst Kardiologie',
    desc: 'Bitte mit Erfahrung am Monitor',
    dates: [staffDate(3), staffDate(4), staffDate(5)],
    skills: ['EKG'],
    orig_dept: org.departments[0]!.id,
    state: 'internal_adv',
    organisation: org.id,
    applicants: [],
    jobType: 'Tagdienst',
    timeLimit: '0',
    orig_submission: '',
    ...overrides,
  };
}

/** The substitute-doctor payload of spec 001 section 7. */
export function doctorBody(org: Org, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Vertretung Neurologie',
    dates: [doctorDate(10)],
    field: 'Neurologie',
    state: 'external_adv',
    organisation: org.id,
    jobType: 'Tagdienst',
    jobOperation: 'Arbeitnehmerüberlassung',
    payment: '',
    salary: [{ activity: 'Bereitschaftsdienst', cost: 45 }],
    subtitle: 'Facharzt/Fachärztin',
    accomodation: true,
    applicants: [],
    ...overrides,
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (actor: Actor | null, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': 'en', ...(actor?.headers ?? {}) },
  });

export async function post(actor: Actor, body: unknown): Promise<StaffRequest> {
  const response = await call(actor, 'POST', '/api/job', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function list(actor: Actor, query: string) {
  const response = await call(actor, 'GET', `/api/job?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: StaffRequest[]; total: number };
}

export const iso = (ms: number) => new Date(ms).toISOString();
export async function calendar(actor: Actor, from: number, to: number, extra = '') {
  const response = await call(
    actor,
    'GET',
    `/api/job/calendar?from=${iso(from)}&to=${iso(to)}${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { shiftId: string; requestId: string; start: number; end: number; state: string }[];
  };
}

export async function requestCount() {
  const [row] = await ctx.db.select({ value: count() }).from(requests);
  return row!.value;
}

export const detailsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { details?: { field: string; key: string }[] } }).error.details ??
  [];

// --- the clinics and their people -------------------------------------------------------------

export let nord: Org; // departments Kardiologie, Intensivstation
export let sued: Org; // another organisation, department Chirurgie
export let admin: Actor;
export let hrNord: Actor;
export let hrSued: Actor;
export let wardKardio: Actor;
export let wardIntensiv: Actor;

/** Registers the file's app and fixtures; call once at the top of a test file. */
export function useRequestsApp() {
  ctx = useTestContext();
  beforeAll(async () => {
    nord = await organisationWith('Klinikum Nord', ['Kardiologie', 'Intensivstation']);
    sued = await organisationWith('Klinikum Süd', ['Chirurgie']);
    admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    hrNord = await hrOf(nord.id);
    hrSued = await hrOf(sued.id);
    wardKardio = await wardManagerOf(nord.departments[0]!.id);
    wardIntensiv = await wardManagerOf(nord.departments[1]!.id);
  });
}
