import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, staffDocuments } from '#server/db/schema/index';
import { TEST_JWT_SECRET, useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  freshPdf,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
  threeUploads,
  uploadPdf,
  type Actor,
} from '#server/test/agency-fixtures';
import { injectAs, uploadFile, type Method } from '#server/test/factories';
import { signedDocumentPath } from '#server/modules/documents/documents.service';

/**
 * Files belong to their uploader's agency or organisation. Another tenant
 * who learns a file id can neither attach it, nor get a link to it, nor download it, and two
 * tenants uploading the same bytes never meet.
 */
const ctx = useTestContext();
const call = (actor: Actor, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, actor.headers, method, url, payload);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let first: Awaited<ReturnType<typeof agencyWithDispatcher>>;
let second: Awaited<ReturnType<typeof agencyWithDispatcher>>;
beforeAll(async () => {
  first = await agencyWithDispatcher(ctx, { name: 'Agentur Erste' });
  second = await agencyWithDispatcher(ctx, { name: 'Agentur Zweite' });
});

const fileRow = async (id: string) =>
  (await ctx.db.select().from(files).where(eq(files.id, id)))[0]!;

describe('a file belongs to its uploader’s tenant', () => {
  it('records the agency, the organisation or, without either, the uploader', async () => {
    const clinic = await organisationWithStaff(ctx, 'Klinikum Eigentum');
    const admin = await signedIn(ctx, 'ADMIN');
    const byAgency = await fileRow(await uploadPdf(ctx, first.dispatcher.headers));
    expect(byAgency).toMatchObject({
      agencyId: first.agency.id,
      organisationId: null,
      createdBy: first.dispatcher.user.id,
    });
    const byHr = await fileRow(await uploadPdf(ctx, clinic.hr.headers));
    expect(byHr).toMatchObject({ agencyId: null, organisationId: clinic.organisation.id });
    const byWard = await fileRow(await uploadPdf(ctx, clinic.ward.headers));
    expect(byWard).toMatchObject({ agencyId: null, organisationId: clinic.organisation.id });
    const byAdmin = await fileRow(await uploadPdf(ctx, admin.headers));
    expect(byAdmin).toMatchObject({
      agencyId: null,
      organisationId: null,
      createdBy: admin.user.id,
    });
  });
});

describe('another agency’s file id is answered like an unknown id', () => {
  it('when attached to the second agency’s own staff member, storing nothing', async () => {
    const cvOfFirst = await uploadPdf(
      ctx,
      first.dispatcher.headers,
      'Confidential-Diagnosis-Mueller.pdf',
    );
    const ownStaff = await staffOf(ctx, second.agency.id);
    const url = `/api/agency/staff/${ownStaff.id}/documents`;
    const foreign = await call(second.dispatcher, 'POST', url, { kind: 'cv', fileId: cvOfFirst });
    const unknown = await call(second.dispatcher, 'POST', url, { kind: 'cv', fileId: UNKNOWN });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.body).not.toContain('Mueller');
    expect(
      await ctx.db.select().from(staffDocuments).where(eq(staffDocuments.userId, ownStaff.id)),
    ).toHaveLength(0);
    // The first agency attaches its own file as before.
    const ownerStaff = await staffOf(ctx, first.agency.id);
    const attached = await call(
      first.dispatcher,
      'POST',
      `/api/agency/staff/${ownerStaff.id}/documents`,
      { kind: 'cv', fileId: cvOfFirst },
    );
    expect(attached.statusCode).toBe(201);
  });

  it('when sent with an application of the second agency', async () => {
    const clinic = await organisationWithStaff(ctx, 'Klinikum Bewerbung');
    const request = await requestOf(ctx, clinic.organisation);
    const ownStaff = await staffOf(ctx, second.agency.id);
    const own = await threeUploads(ctx, second.dispatcher.headers);
    const apply = (cv: string) =>
      call(second.dispatcher, 'POST', `/api/agency/jobs/${request.id}/applications`, {
        customerId: ownStaff.id,
        hourlyRate: 80,
        documents: { ...own, cv: { fileId: cv } },
      });
    const foreign = await apply(await uploadPdf(ctx, first.dispatcher.headers));
    const unknown = await apply(UNKNOWN);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().error.details).toEqual([
      expect.objectContaining({ field: 'documents.cv', key: 'Document_not_pdf' }),
    ]);
    expect((await apply(own.cv.fileId)).statusCode).toBe(201);
  });

  it('when a staff document attached before files had owners asks for a link or a download', async () => {
    const cvOfFirst = await uploadPdf(ctx, first.dispatcher.headers, 'Lebenslauf-Erste.pdf');
    const ownStaff = await staffOf(ctx, second.agency.id);
    // What the old code let the second agency store: its staff document on the first agency's file.
    const [stolen] = await ctx.db
      .insert(staffDocuments)
      .values({
        agencyId: second.agency.id,
        userId: ownStaff.id,
        kind: 'cv',
        fileId: cvOfFirst,
        originalName: 'x.pdf',
        uploadedBy: second.dispatcher.user.id,
      })
      .returning();
    const link = await call(second.dispatcher, 'POST', `/api/documents/${stolen!.id}/link`);
    const unknownLink = await call(second.dispatcher, 'POST', `/api/documents/${UNKNOWN}/link`);
    expect(link.statusCode).toBe(404);
    expect(link.json()).toEqual(unknownLink.json());
    // A link the old code signed for it no longer downloads the bytes.
    const issued = signedDocumentPath(TEST_JWT_SECRET, stolen!.id, Date.now() + 60_000);
    const download = await ctx.app.inject({ method: 'GET', url: issued });
    const unknownDownload = await ctx.app.inject({
      method: 'GET',
      url: signedDocumentPath(TEST_JWT_SECRET, UNKNOWN, Date.now() + 60_000),
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual(unknownDownload.json());
    // The first agency's own document on the same file still downloads.
    const ownerStaff = await staffOf(ctx, first.agency.id);
    const [own] = await ctx.db
      .insert(staffDocuments)
      .values({
        agencyId: first.agency.id,
        userId: ownerStaff.id,
        kind: 'cv',
        fileId: cvOfFirst,
        originalName: 'Lebenslauf-Erste.pdf',
      })
      .returning();
    const ownLink = await call(first.dispatcher, 'POST', `/api/documents/${own!.id}/link`);
    expect(ownLink.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: ownLink.json().url })).statusCode).toBe(200);
  });

  it('when the file is an administrator’s own upload', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const ownStaff = await staffOf(ctx, first.agency.id);
    const refused = await call(
      first.dispatcher,
      'POST',
      `/api/agency/staff/${ownStaff.id}/documents`,
      {
        kind: 'cv',
        fileId: await uploadPdf(ctx, admin.headers),
      },
    );
    expect(refused.statusCode).toBe(400);
  });
});

describe('two tenants uploading the same bytes', () => {
  it('get files of their own, each with its own name, and neither learns of the other', async () => {
    const bytes = freshPdf();
    const upload = (actor: Actor, name: string) =>
      uploadFile(ctx.app, actor.headers, name, bytes, 'document');
    const firstId = await upload(first.dispatcher, 'Confidential-Diagnosis-Mueller.pdf');
    const secondId = await upload(second.dispatcher, 'Lebenslauf.pdf');
    expect(secondId).not.toBe(firstId);
    expect(await fileRow(secondId)).toMatchObject({
      agencyId: second.agency.id,
      originalName: 'Lebenslauf.pdf',
    });
    expect(await fileRow(firstId)).toMatchObject({
      agencyId: first.agency.id,
      originalName: 'Confidential-Diagnosis-Mueller.pdf',
    });

    // The second agency's staff document carries its own name, and its link downloads the bytes.
    const ownStaff = await staffOf(ctx, second.agency.id);
    const attached = await call(
      second.dispatcher,
      'POST',
      `/api/agency/staff/${ownStaff.id}/documents`,
      { kind: 'cv', fileId: secondId },
    );
    expect(attached.statusCode).toBe(201);
    expect(attached.json().name).toBe('Lebenslauf.pdf');
    const link = await call(
      second.dispatcher,
      'POST',
      `/api/documents/${attached.json().documentId}/link`,
    );
    const download = await ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain('Lebenslauf.pdf');
    expect(download.headers['content-disposition']).not.toContain('Mueller');
  });

  it('within one agency too: a second upload of the same bytes keeps its own name', async () => {
    const bytes = freshPdf();
    const one = await uploadFile(
      ctx.app,
      first.dispatcher.headers,
      'CV-2025.pdf',
      bytes,
      'document',
    );
    const two = await uploadFile(
      ctx.app,
      first.dispatcher.headers,
      'CV-2026.pdf',
      bytes,
      'document',
    );
    expect(two).not.toBe(one);
    expect((await fileRow(two)).originalName).toBe('CV-2026.pdf');
  });
});
