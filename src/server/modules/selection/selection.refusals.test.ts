import { describe, expect, it } from 'vitest';
import { signedIn } from '#server/test/tenants';
import {
  admin,
  applicationTo,
  call,
  care,
  ctx,
  errorOf,
  hrNord,
  hrSued,
  medi,
  mediDispatcherDe,
  requestWith,
  select,
  selectUrl,
  snapshot,
  sued,
  useSelectionApp,
  wardKardio,
  wardNeuro,
} from '#server/test/selection-fixtures';

// Selections that are refused, and who may select on which request.

useSelectionApp();

describe('POST /api/job/:id/applicants/:applicationId/select', () => {
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
});
