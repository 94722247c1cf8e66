import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import type { NotifyInput } from '#server/modules/engine/engine.ports';
import {
  applications,
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

/** The people and places the ladder test files start from (engine, offers, hr-decision, matching). */
export interface LadderWorld {
  ctx: TestContext;
  org: TestOrganisation;
  kardio: { id: string };
  intensiv: { id: string };
  /** HR (ORG_ADMIN) of org. */
  hr: Actor;
  /** The ward manager (ORG_SUB) of kardio. */
  ward: Actor;
  /** HR of another organisation. */
  otherHr: Actor;
}

/**
 * One test file's app and world for the ladder through the API: an organisation with two wards,
 * its HR and ward manager, HR of another organisation, and a recording notifier (what the
 * notifier does is the notifications module's business). Registers its own beforeAll/afterAll;
 * `world` is filled once beforeAll has run.
 */
export function ladderTestbed() {
  const { told, notifier: recorder } = recordingNotifier();
  const world = {} as LadderWorld;

  world.ctx = useTestContext({ notifier: recorder });
  beforeAll(async () => {
    const ctx = world.ctx;
    world.org = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie', 'Intensivstation']);
    world.kardio = world.org.departments[0]!;
    world.intensiv = world.org.departments[1]!;
    world.hr = await signedIn(ctx, 'ORG_ADMIN');
    await ctx.db
      .insert(organisationMembers)
      .values({ organisationId: world.org.id, userId: world.hr.user.id });
    world.ward = await signedIn(ctx, 'ORG_SUB');
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: world.kardio.id, userId: world.ward.user.id, kind: 'user' });
    const elsewhere = await organisationWith(ctx.db, 'Klinikum Süd', ['Chirurgie']);
    world.otherHr = await signedIn(ctx, 'ORG_ADMIN');
    await ctx.db
      .insert(organisationMembers)
      .values({ organisationId: elsewhere.id, userId: world.otherHr.user.id });
  });

  const dayAt = utcDayAt;
  const staffDate = (days: number, hour = 6, hours = 8) => ({
    startDate: dayAt(days, hour),
    endDate: dayAt(days, hour) + hours * HOUR,
    activity: 'times',
    type: 'Neue_Dienstanfrage' as const,
  });

  const call = (
    actor: Actor | null,
    method: Method,
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    injectAs(
      world.ctx.app,
      { 'accept-language': language, ...(actor?.headers ?? {}) },
      method,
      url,
      payload,
    );

  async function poolMember(
    departmentId: string,
    profile: { qualification?: string | null; skills?: string[]; firstName?: string } = {},
  ) {
    const member = await signedIn(world.ctx, 'USER');
    await world.ctx.db
      .update(users)
      .set({
        qualificationLevel:
          profile.qualification === undefined ? 'Examine Pflegekraft' : profile.qualification,
        skills: profile.skills ?? ['EKG'],
        firstName: profile.firstName ?? 'Pool',
        lastName: 'Mitglied',
      })
      .where(eq(users.id, member.user.id));
    await world.ctx.db
      .insert(departmentMembers)
      .values({ departmentId, userId: member.user.id, kind: 'customer' });
    return member;
  }

  function staffBody(overrides: Record<string, unknown> = {}) {
    return {
      title: 'Frühdienst Kardiologie',
      dates: [staffDate(3)],
      skills: ['EKG'],
      qualification: 'Examine Pflegekraft',
      orig_dept: world.kardio.id,
      state: 'internal_adv',
      organisation: world.org.id,
      applicants: [],
      jobType: 'Tagdienst',
      timeLimit: '0',
      orig_submission: '',
      ...overrides,
    };
  }

  async function post(
    actor: Actor,
    overrides: Record<string, unknown> = {},
  ): Promise<StaffRequest> {
    const response = await call(actor, 'POST', '/api/job', staffBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const offersOf = (requestId: string) =>
    world.ctx.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId));
  const offerOf = async (requestId: string, userId: string) =>
    (
      await world.ctx.db
        .select()
        .from(requestOffers)
        .where(and(eq(requestOffers.requestId, requestId), eq(requestOffers.userId, userId)))
    )[0];
  const requestRow = async (id: string) =>
    (await world.ctx.db.select().from(requests).where(eq(requests.id, id)))[0]!;
  const toldAbout = (requestId: string, kind: string) =>
    told.filter((input) => input.requestId === requestId && input.kind === kind);
  const tokenFrom = (input: NotifyInput, userId: string) =>
    new URLSearchParams(input.answerLinks!.get(userId)!.accept.split('?')[1]).get('token')!;
  const pendingTasks = (requestId: string) =>
    world.ctx.db
      .select()
      .from(scheduledTasks)
      .where(
        and(
          sql`${scheduledTasks.key} like ${`request:${requestId}:%`}`,
          isNull(scheduledTasks.doneAt),
        ),
      );
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { error: { code: string; message: string } }).error;

  /** Everything a refused call must leave alone. */
  async function snapshot(requestId: string) {
    const db = world.ctx.db;
    return {
      request: await requestRow(requestId),
      offers: (await offersOf(requestId))
        .map((offer) => [offer.userId, offer.answer, offer.answeredVia])
        .sort(),
      applications: (
        await db.select().from(applications).where(eq(applications.requestId, requestId))
      ).length,
      events: (await db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId)))
        .length,
    };
  }

  return {
    world,
    told,
    recorder,
    dayAt,
    staffDate,
    call,
    poolMember,
    post,
    offersOf,
    offerOf,
    requestRow,
    toldAbout,
    tokenFrom,
    pendingTasks,
    errorOf,
    snapshot,
  };
}
