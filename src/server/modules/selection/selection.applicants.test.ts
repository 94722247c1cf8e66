import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantDetail } from '#shared/contracts/job-board';
import type { Role } from '#shared/roles';
import { signedIn } from '#server/test/tenants';
import {
  admin,
  applicantsUrl,
  applicationTo,
  call,
  care,
  ctx,
  errorOf,
  hrNord,
  hrSued,
  medi,
  mediDispatcherDe,
  pdfId,
  requestWith,
  useSelectionApp,
  wardKardio,
  wardNeuro,
} from '#server/test/selection-fixtures';

// GET /api/job/:id/applicants: who applied, with documents, and who may see it.

useSelectionApp();

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
