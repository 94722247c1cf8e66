import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, requests, shifts, timesheets, users } from '#server/db/schema/index';
import { berlin } from '#server/test/clock-fixtures';
import {
  accept,
  bellOf,
  mailsTo,
  poolMember,
  poolRequest,
  removeAccount,
  timelineOf,
} from '#server/test/deletion-fixtures';
import { bearer, createUser, injectAs, registrationBody, signIn } from '#server/test/factories';
import { joinAgency, joinDepartment } from '#server/test/tenants';
import {
  admin,
  call,
  clock,
  confirm,
  correct,
  ctx,
  dispatcher,
  hours,
  hrNord,
  medi,
  nord,
  useTimesheetApp,
} from '#server/test/timesheets-fixtures';
import { careDispatcher, care, mediDispatcherEn } from '#server/test/selection-fixtures';
import { DELETED_NAME } from './privacy.service';

/**
 * Erasure touches the person's own rows and what names them by id, nothing found by text: a
 * person named like their clinic ("Klinikum Nord") leaves every "Klinikum Nord" that means the
 * clinic as it was. Odd names: privacy.delete-names.test.ts.
 */
useTimesheetApp();

describe('a person named like their clinic deletes the account', () => {
  const world = {} as {
    person: { id: string; email: string };
    headers: Record<string, string>;
    colleague: { id: string; email: string };
    poolRequestId: string;
    bookedRequestId: string;
    other: { id: string };
  };
  const PASSWORD = 'Sicheres-Passwort-1';

  beforeAll(async () => {
    // Self-registered, then a pool member of the clinic and a staff member of an agency.
    const body = registrationBody({
      firstName: 'Klinikum',
      lastName: 'Nord',
      role: undefined,
      password: PASSWORD,
    });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/registration', payload: body }))
        .statusCode,
    ).toBe(201);
    // The account is created after the answer.
    await ctx.app.afterResponseSettled();
    await ctx.db
      .update(users)
      .set({
        emailConfirmedAt: clock.now(),
        qualificationLevel: 'Examine Pflegekraft',
        skills: ['EKG'],
      })
      .where(eq(users.email, body.email));
    const [person] = await ctx.db.select().from(users).where(eq(users.email, body.email));
    world.person = person!;
    world.headers = bearer(await signIn(ctx.app, body.email, PASSWORD));
    await joinDepartment(
      ctx.db,
      nord.departments[0]!.id,
      { user: person!, headers: {} },
      'customer',
    );
    await joinAgency(ctx.db, medi.id, person!.id, 'customer');
    world.colleague = await poolMember({ firstName: 'Pia', lastName: 'Pool' });

    // The pool is asked; the person accepts: the clinic's HR and ward manager are told.
    world.poolRequestId = await poolRequest('Frühdienst Kardiologie');
    await accept(world.poolRequestId, world.person, world.headers);

    // Booked through the agency against another applicant; the agencies are mailed the outcome.
    const other = await createUser(ctx.db, { firstName: 'Anna', lastName: 'Arzt' });
    await joinAgency(ctx.db, care.id, other.id, 'customer');
    world.other = other;
    const startsAt = berlin('2026-11-03T07:00');
    const endsAt = berlin('2026-11-03T15:00');
    const [request] = await ctx.db
      .insert(requests)
      .values({
        organisationId: nord.id,
        departmentId: nord.departments[0]!.id,
        kind: 'staff',
        state: 'external_adv',
        title: 'Spätdienst',
        firstShiftStart: startsAt,
        lastShiftEnd: endsAt,
      })
      .returning();
    world.bookedRequestId = request!.id;
    await ctx.db.insert(shifts).values({
      requestId: request!.id,
      organisationId: nord.id,
      departmentId: nord.departments[0]!.id,
      startsAt,
      endsAt,
    });
    const [chosen] = await ctx.db
      .insert(applications)
      .values([
        { requestId: request!.id, userId: world.person.id, agencyId: medi.id, hourlyRate: 50 },
        { requestId: request!.id, userId: other.id, agencyId: care.id, hourlyRate: 52 },
      ])
      .returning();
    const selected = await call(
      hrNord,
      'POST',
      `/api/job/${request!.id}/applicants/${chosen!.id}/select`,
      { overrideReason: 'Test booking' },
    );
    expect(selected.statusCode, selected.body).toBe(200);

    // The hours: confirmed by the agency, corrected by the clinic with a reason that names it.
    clock.set(berlin('2026-11-03T16:00'));
    const [sheet] = await ctx.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.requestId, request!.id));
    expect((await confirm(dispatcher, sheet!.id, { asBooked: true })).statusCode).toBe(200);
    const corrected = await correct(hrNord, sheet!.id, {
      ...hours('2026-11-03T07:00', '2026-11-03T15:00', 45),
      reason: 'Übergabe laut Dienstplan Klinikum Nord',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    // The back office: the clinic's new address, and the person's city.
    const address = await injectAs(
      ctx.app,
      admin.headers,
      'PATCH',
      `/api/admin/organisations/${nord.id}`,
      {
        changes: [{ field: 'address', value: 'Am Klinikum Nord 1' }],
      },
    );
    expect(address.statusCode, address.body).toBe(200);
    const city = await injectAs(
      ctx.app,
      admin.headers,
      'PATCH',
      `/api/admin/persons/${world.person.id}`,
      {
        changes: [{ field: 'city', value: 'Köln' }],
      },
    );
    expect(city.statusCode, city.body).toBe(200);

    const removed = await removeAccount(world.headers, PASSWORD);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('leaves others’ notifications about the clinic as they were, and names the person neutrally when read', async () => {
    const accepted = (await bellOf(hrNord.headers)).find(
      (item) => item.kind === 'offer_accepted' && item.requestId === world.poolRequestId,
    )!;
    expect(accepted.payload).toMatchObject({
      title: 'Frühdienst Kardiologie',
      organisation: 'Klinikum Nord',
      personId: world.person.id,
    });
    expect(accepted.payload).not.toHaveProperty('person');
    expect(accepted.person).toEqual({ _id: world.person.id, name: DELETED_NAME });
    const asked = (await bellOf(bearer(await signIn(ctx.app, world.colleague.email)))).find(
      (item) => item.kind === 'offer',
    )!;
    expect(asked.payload).toMatchObject({
      title: 'Frühdienst Kardiologie',
      organisation: 'Klinikum Nord',
    });
    expect(JSON.stringify(asked)).not.toContain('Deleted user');
  });

  it('leaves others’ mails about the clinic as they were, and names the person neutrally where a mail named them', async () => {
    const [offer] = await mailsTo(world.colleague.email);
    expect(offer!.subject).toBe('Can you take it? Frühdienst Kardiologie');
    expect(offer!.bodyText).toContain(
      'Klinikum Nord is looking for someone for “Frühdienst Kardiologie”',
    );
    const [selected] = (await mailsTo(mediDispatcherEn.user.email)).filter(
      (mail) => mail.template === 'application_selected',
    );
    expect(selected!.subject).toBe(`Selected: ${DELETED_NAME} for Spätdienst`);
    expect(selected!.bodyText).toContain(
      `Klinikum Nord has selected ${DELETED_NAME} of your agency for the request “Spätdienst”.`,
    );
    const [ausgewaehlt] = (await mailsTo(dispatcher.user.email)).filter(
      (mail) => mail.template === 'application_selected',
    );
    expect(ausgewaehlt!.bodyHtml).toContain(`Klinikum Nord hat ${DELETED_NAME} aus Ihrer Agentur`);
    const [notSelected] = (await mailsTo(careDispatcher.user.email)).filter(
      (mail) => mail.template === 'application_not_selected',
    );
    expect(notSelected!.bodyText).toContain(
      'Klinikum Nord has chosen another applicant for the request “Spätdienst”: Anna Arzt was not selected',
    );
  });

  it('keeps the clinic’s audit history as written and the person’s own without its values', async () => {
    const clinic = (await call(admin, 'GET', `/api/admin/audit/organisation/${nord.id}`)).json<
      { changes: { field: string; new: unknown }[] }[]
    >();
    expect(clinic.flatMap((entry) => entry.changes)).toContainEqual(
      expect.objectContaining({ field: 'address', new: 'Am Klinikum Nord 1' }),
    );
    const own = (await call(admin, 'GET', `/api/admin/audit/user/${world.person.id}`)).json<
      { action: string; actor: { name: string }; changes: unknown[] }[]
    >();
    expect(own).toContainEqual(
      expect.objectContaining({
        action: 'update',
        changes: [{ field: 'city', old: null, new: null }],
      }),
    );
  });

  it('keeps the timelines, the clinic’s words in them, and shows the person by the neutral name', async () => {
    const booked = await timelineOf(world.bookedRequestId);
    const correction = booked.events.find((event) => event.kind === 'timesheet_corrected')!;
    expect(correction.detail).toMatchObject({ reason: 'Übergabe laut Dienstplan Klinikum Nord' });
    expect(correction.person).toEqual({ _id: world.person.id, name: DELETED_NAME });
    expect(correction.actor!.name).not.toContain('Deleted');
    const pool = await timelineOf(world.poolRequestId);
    const names = pool.offers.map((offer) => offer.person.name).sort();
    expect(names).toEqual([DELETED_NAME, 'Pia Pool'].sort());
    expect(pool.events.find((event) => event.kind === 'answered')!.actor).toEqual({
      _id: world.person.id,
      name: DELETED_NAME,
    });
  });

  it('rewrote no row of anyone else: the clinic and the other applicant keep their names', async () => {
    const [clinic] = await ctx.db
      .select()
      .from(requests)
      .where(eq(requests.id, world.poolRequestId));
    expect(clinic!.title).toBe('Frühdienst Kardiologie');
    const [other] = await ctx.db.select().from(users).where(eq(users.id, world.other.id));
    expect(other).toMatchObject({ firstName: 'Anna', lastName: 'Arzt' });
  });
});
