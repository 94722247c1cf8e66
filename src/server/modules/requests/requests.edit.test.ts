import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { StaffRequest } from '#shared/contracts/requests';
import { applications, auditLog, outbox, requests, shifts } from '#server/db/schema/index';
import { formatShiftDates } from '#server/modules/mail/mail.templates';
import {
  applicant,
  calendar,
  call,
  ctx,
  dayAt,
  detailsOf,
  doctorDate,
  hrNord,
  list,
  nord,
  post,
  staffBody,
  staffDate,
  sued,
  useRequestsApp,
  wardKardio,
} from '#server/test/requests-fixtures';

// PUT and DELETE /api/job: editing a request, and deleting or cancelling requests.

useRequestsApp();

describe('PUT /api/job/:id', () => {
  it('changes only the fields sent (the spec’s edit payload)', async () => {
    const created = await post(hrNord, staffBody(nord, { title: 'Vor der Änderung' }));
    const response = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
      id: created._id,
      title: 'Nach der Änderung',
      organisation: nord.id,
      skills: ['EKG', 'Beatmung'],
      desc: 'Neu',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as StaffRequest;
    expect(updated).toMatchObject({
      title: 'Nach der Änderung',
      skills: ['EKG', 'Beatmung'],
      desc: 'Neu',
      qualification: 'Examine Pflegekraft',
    });
    expect(updated.dates).toEqual(created.dates);
    expect(updated.orig_dept).toEqual(created.orig_dept);

    const jobOperation = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
      id: created._id,
      title: 'Nach der Änderung',
      organisation: nord.id,
      jobOperation: 'BefristeteAnstellung',
    });
    expect(jobOperation.json()).toMatchObject({
      jobOperation: 'BefristeteAnstellung',
      desc: 'Neu',
    });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.changes.map((change) => change.field).sort())).toEqual([
      ['description', 'skills', 'title'],
      ['contractType'],
    ]);
  });

  it('replaces the dates, keeping the shift ids sent back', async () => {
    const created = await post(wardKardio, staffBody(nord));
    const kept = created.dates[1]!;
    const dates = [
      {
        _id: kept._id,
        startDate: kept.date.startDate,
        endDate: kept.date.endDate,
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      },
      staffDate(30, 12),
    ];
    const response = await call(wardKardio, 'PUT', `/api/job/${created._id}`, {
      title: created.title,
      organisation: nord.id,
      dates,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as StaffRequest;
    expect(updated.dates.map((date) => date.date.startDate)).toEqual([
      kept.date.startDate,
      dates[1]!.startDate,
    ]);
    expect(updated.dates[0]!._id).toBe(kept._id);
    const rows = await ctx.db.select().from(shifts).where(eq(shifts.requestId, created._id));
    expect(rows).toHaveLength(2);
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, created._id));
    expect(row!.lastShiftEnd.getTime()).toBe(dates[1]!.endDate);
  });

  it('moves a request to another station of the organisation, shifts included', async () => {
    const created = await post(hrNord, staffBody(nord));
    const response = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
      title: created.title,
      organisation: nord.id,
      orig_dept: nord.departments[1]!.id,
    });
    expect(response.json().orig_dept).toEqual({
      _id: nord.departments[1]!.id,
      name: 'Intensivstation',
    });
    const rows = await ctx.db.select().from(shifts).where(eq(shifts.requestId, created._id));
    expect(rows.every((row) => row.departmentId === nord.departments[1]!.id)).toBe(true);
  });

  it('validates like create and changes nothing when refused', async () => {
    const created = await post(wardKardio, staffBody(nord));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title_is_required'],
      [{ dates: [staffDate(-3)] }, 'dates.0.startDate', 'Shift_in_past'],
      [{ orig_dept: nord.departments[1]!.id }, 'orig_dept', 'Department_not_allowed'],
      [{ orig_dept: null }, 'orig_dept', 'Department_is_required'],
      [{ organisation: sued.id }, 'organisation', 'Organisation_cannot_change'],
      [{ qualification: 'Zauberer' }, 'qualification', 'Unknown_option'],
      [{ dates: [doctorDate(20)] }, 'dates', 'Dates_of_one_kind'],
    ];
    for (const [change, field, key] of cases) {
      const response = await call(wardKardio, 'PUT', `/api/job/${created._id}`, {
        title: created.title,
        organisation: nord.id,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(detailsOf(response)).toContainEqual(expect.objectContaining({ field, key }));
    }
    const after = (await call(wardKardio, 'GET', `/api/job/${created._id}`)).json() as StaffRequest;
    expect({ ...after, updatedAt: created.updatedAt }).toEqual(created);
  });

  it('refuses to edit a filled or cancelled request', async () => {
    for (const state of ['internal_fill', 'external_fill', 'cancelled'] as const) {
      const created = await post(hrNord, staffBody(nord));
      await ctx.db.update(requests).set({ state }).where(eq(requests.id, created._id));
      const response = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
        title: 'Geändert',
        organisation: nord.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'REQUEST_NOT_EDITABLE',
        message: expect.stringContaining('no longer'),
      });
      const [row] = await ctx.db.select().from(requests).where(eq(requests.id, created._id));
      expect(row!.title).toBe(created.title);
    }
  });
});

describe('DELETE /api/job', () => {
  it('deletes requests nobody was booked on and cancels the others, telling each booked person in their language', async () => {
    const free = await post(hrNord, staffBody(nord, { title: 'Niemand gebucht' }));
    const booked = await post(
      hrNord,
      staffBody(nord, { title: 'Nachtdienst Intensiv', orig_dept: nord.departments[1]!.id }),
    );
    const selected = await applicant(booked._id, 'selected', 'de');
    const applied = await applicant(booked._id, 'applied', 'en');
    const withdrawn = await applicant(booked._id, 'withdrawn', 'en');
    await applicant(free._id, 'withdrawn');

    const response = await call(hrNord, 'DELETE', '/api/job', { ids: [free._id, booked._id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: [free._id], cancelled: [booked._id] });

    expect(await ctx.db.select().from(requests).where(eq(requests.id, free._id))).toEqual([]);
    expect(await ctx.db.select().from(shifts).where(eq(shifts.requestId, free._id))).toEqual([]);
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, booked._id));
    expect(row).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(Date) });
    const states = await ctx.db
      .select({ userId: applications.userId, state: applications.state })
      .from(applications)
      .where(eq(applications.requestId, booked._id));
    expect(Object.fromEntries(states.map((s) => [s.userId, s.state]))).toEqual({
      [selected.id]: 'request_cancelled',
      [applied.id]: 'request_cancelled',
      [withdrawn.id]: 'withdrawn',
    });

    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [selected.email, applied.email, withdrawn.email]));
    expect(mails.map((mail) => [mail.recipient, mail.template, mail.language]).sort()).toEqual(
      [
        [selected.email, 'request_cancelled', 'de'],
        [applied.email, 'request_cancelled', 'en'],
      ].sort(),
    );
    await ctx.deliverMail();
    const german = ctx.sent.find((mail) => mail.to === selected.email)!;
    expect(german.subject).toBe('Abgesagt: Nachtdienst Intensiv');
    expect(german.text).toContain('Klinikum Nord hat die Anfrage „Nachtdienst Intensiv“ abgesagt');
    const english = ctx.sent.find((mail) => mail.to === applied.email)!;
    expect(english.subject).toBe('Cancelled: Nachtdienst Intensiv');
    const first = booked.dates[0]!.date;
    expect(english.text).toContain(
      formatShiftDates({ start: new Date(first.startDate), end: new Date(first.endDate) }, 'en'),
    );

    // Neither is listed any more, nor in the calendar.
    const listed = (await list(hrNord, `organisationId=${nord.id}&pageSize=100`)).items.map(
      (item) => item._id,
    );
    expect(listed).not.toContain(free._id);
    expect(listed).not.toContain(booked._id);
    const shown = (await calendar(hrNord, dayAt(2), dayAt(7))).items.map((item) => item.requestId);
    expect(shown).not.toContain(booked._id);

    const audit = await ctx.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.entityId, [free._id, booked._id]),
          inArray(auditLog.action, ['delete', 'cancel']),
        ),
      );
    expect(audit.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'cancel', entityId: booked._id },
      { action: 'delete', entityId: free._id },
    ]);
  });

  it('refuses the whole call with 404 when one id is unknown', async () => {
    const created = await post(hrNord, staffBody(nord));
    const response = await call(hrNord, 'DELETE', '/api/job', {
      ids: [created._id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(404);
    expect(
      await ctx.db.select({ id: requests.id }).from(requests).where(eq(requests.id, created._id)),
    ).toHaveLength(1);
    expect((await call(hrNord, 'DELETE', '/api/job', { ids: [] })).statusCode).toBe(400);
  });
});
