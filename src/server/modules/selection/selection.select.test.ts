import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Placement } from '#shared/contracts/job-board';
import type { StaffRequest } from '#shared/contracts/requests';
import { applications, auditLog, placements, requests } from '#server/db/schema/index';
import {
  applicationTo,
  call,
  care,
  careDispatcher,
  ctx,
  earnings,
  errorOf,
  hrNord,
  mailsAbout,
  medi,
  mediDispatcherDe,
  mediDispatcherEn,
  nord,
  placementCount,
  requestWith,
  select,
  selectUrl,
  setCommission,
  snapshot,
  statesOf,
  useSelectionApp,
  wardKardio,
} from '#server/test/selection-fixtures';

// Selecting an applicant: the placement, the mails, the filled request, one winner.

useSelectionApp();

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

    // The dashboard counts commission once invoiced (the billing run), not at the selection.
    expect(await earnings()).toBe(earningsBefore);

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

  it('fills an internal request with a pool member, who owes no commission and is told in person', async () => {
    await setCommission(20);
    // 8 hours: a staff shift is bound by the Working Hours Act; the reason covers
    // the Sunday warning on the days day 28 is a Sunday.
    const request = await requestWith([[28, 12, 8]], { kind: 'staff', state: 'internal_adv' });
    const pool = await applicationTo(request.id, {
      rate: null,
      language: 'de',
      lastName: 'Pflege',
    });
    const selected = await call(wardKardio, 'POST', selectUrl(request.id, pool.application.id), {
      overrideReason: 'Sonntagsdienst vereinbart',
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const answer = selected.json<{ request: StaffRequest; placement: Placement }>();
    expect(answer.request.state).toBe('internal_fill');
    expect(answer.placement).toMatchObject({
      agencyId: null,
      hours: 8,
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
