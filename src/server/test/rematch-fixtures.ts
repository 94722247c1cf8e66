import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import type { NotifyInput } from '#server/modules/engine/engine.ports';
import {
  departmentMembers,
  organisationMembers,
  requestEvents,
  requestOffers,
  requests,
  scheduledTasks,
  users,
} from '#server/db/schema/index';
import { useTestContext, type TestContext } from './app';
import { signedIn, type Actor } from './agency-fixtures';
import { HOUR, recordingNotifier, utcDayAt } from './engine-fixtures';
import { injectAs, type Method } from './factories';
import { organisationWith, type TestOrganisation } from './tenants';

// What the suites on editing a request during a pool stage share: one app per test file with a
// recording notifier, a clinic with two wards, its HR and ward manager, and the calls and reads.
// The bindings are live: read them in tests.

export let told: ReturnType<typeof recordingNotifier>['told'];
export let control: ReturnType<typeof recordingNotifier>['control'];
export let ctx: TestContext;
export const dayAt = utcDayAt;
export const staffDate = (startDate: number, hours = 8) => ({
  startDate,
  endDate: startDate + hours * HOUR,
  activity: 'times',
  type: 'Neue_Dienstanfrage' as const,
});

export let org: TestOrganisation;
export let kardio: { id: string };
export let intensiv: { id: string };
export let hr: Actor;
export let ward: Actor;

/** Registers the file's app and clinic; call once at the top of a test file. */
export function useRematchApp() {
  const recording = recordingNotifier();
  ({ told, control } = recording);
  ctx = useTestContext({ notifier: recording.notifier });
  beforeAll(async () => {
    org = await organisationWith(ctx.db, 'Klinikum West', ['Kardiologie', 'Intensivstation']);
    kardio = org.departments[0]!;
    intensiv = org.departments[1]!;
    hr = await signedIn(ctx, 'ORG_ADMIN');
    await ctx.db.insert(organisationMembers).values({ organisationId: org.id, userId: hr.user.id });
    ward = await signedIn(ctx, 'ORG_SUB');
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: kardio.id, userId: ward.user.id, kind: 'user' });
  });
}

export const call = (
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

export async function poolMember(
  departmentId: string,
  skills: string[],
  qualification = 'Examine Pflegekraft',
) {
  const member = await signedIn(ctx, 'USER');
  await ctx.db
    .update(users)
    .set({ qualificationLevel: qualification, skills })
    .where(eq(users.id, member.user.id));
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId, userId: member.user.id, kind: 'customer' });
  return member;
}

export async function post(overrides: Record<string, unknown>): Promise<StaffRequest> {
  const response = await call(ward, 'POST', '/api/job', {
    title: 'Frühdienst',
    dates: [staffDate(dayAt(4))],
    skills: [],
    qualification: 'Examine Pflegekraft',
    orig_dept: kardio.id,
    organisation: org.id,
    applicants: [],
    timeLimit: '0',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function edit(actor: Actor, request: StaffRequest, changes: Record<string, unknown>) {
  return call(actor, 'PUT', `/api/job/${request._id}`, {
    title: request.title,
    organisation: org.id,
    ...changes,
  });
}

export async function editOk(
  request: StaffRequest,
  changes: Record<string, unknown>,
  actor = ward,
) {
  const response = await edit(actor, request, changes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffRequest>();
}

export const offerOf = async (requestId: string, userId: string) =>
  (
    await ctx.db
      .select()
      .from(requestOffers)
      .where(and(eq(requestOffers.requestId, requestId), eq(requestOffers.userId, userId)))
  )[0];
export const requestRow = async (id: string) =>
  (await ctx.db.select().from(requests).where(eq(requests.id, id)))[0]!;
export const eventsOf = (requestId: string, kind: string) =>
  ctx.db
    .select()
    .from(requestEvents)
    .where(and(eq(requestEvents.requestId, requestId), eq(requestEvents.kind, kind)));
export const pendingTask = async (requestId: string) =>
  (
    await ctx.db
      .select()
      .from(scheduledTasks)
      .where(
        and(
          sql`${scheduledTasks.key} like ${`request:${requestId}:%`}`,
          isNull(scheduledTasks.doneAt),
        ),
      )
  )[0];

/** Who was told what about a request since `from` (an index into the recorded notifications). */
export function toldSince(from: number, requestId: string) {
  const byKind: Record<string, string[]> = {};
  for (const input of told.slice(from)) {
    if (input.requestId !== requestId) continue;
    (byKind[input.kind] ??= []).push(...input.userIds);
  }
  for (const list of Object.values(byKind)) list.sort();
  return byKind;
}
export const ids = (...actors: Actor[]) => actors.map((actor) => actor.user.id).sort();
export const tokenFor = (input: NotifyInput, userId: string) =>
  new URLSearchParams(input.answerLinks!.get(userId)!.accept.split('?')[1]).get('token')!;
export const lastOffer = (requestId: string) =>
  told.filter((input) => input.requestId === requestId && input.kind === 'offer').at(-1)!;
