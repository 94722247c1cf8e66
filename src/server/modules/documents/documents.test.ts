import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  applications,
  departments,
  departmentMembers,
  staffDocuments,
} from '#server/db/schema/index';
import { TEST_JWT_SECRET, useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  freshPdf,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
  type Actor,
} from '#server/test/agency-fixtures';
import { injectAs, uploadFile, type Method } from '#server/test/factories';
import {
  DOCUMENT_LINK_TTL_MS,
  attachmentDisposition,
  signedDocumentPath,
} from './documents.service';

const ctx = useTestContext();
const call = (actor: Actor | null, method: Method, url: string) =>
  injectAs(ctx.app, actor?.headers ?? {}, method, url);

/** An agency's staff member with a CV on the profile, sent with an application to a request of Klinikum A's department. */
let world: Awaited<ReturnType<typeof buildWorld>>;
async function buildWorld() {
  const clinic = await organisationWithStaff(ctx, 'Klinikum A');
  const otherClinic = await organisationWithStaff(ctx, 'Klinikum B');
  // A second ward of Klinikum A with its own manager: the request is not theirs.
  const [otherWard] = await ctx.db
    .insert(departments)
    .values({ organisationId: clinic.organisation.id, name: 'Urologie' })
    .returning();
  const otherWardManager = await signedIn(ctx, 'ORG_SUB');
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId: otherWard!.id, userId: otherWardManager.user.id, kind: 'user' });

  const { agency, dispatcher } = await agencyWithDispatcher(ctx);
  const otherAgency = await agencyWithDispatcher(ctx);
  const person = await staffOf(ctx, agency.id);
  const bytes = freshPdf();
  const fileId = await uploadFile(
    ctx.app,
    dispatcher.headers,
    'Lebenslauf Müller.pdf',
    bytes,
    'document',
  );
  const [sent] = await ctx.db
    .insert(staffDocuments)
    .values({
      agencyId: agency.id,
      userId: person.id,
      kind: 'cv',
      fileId,
      originalName: 'Lebenslauf Müller.pdf',
    })
    .returning();
  const [unsent] = await ctx.db
    .insert(staffDocuments)
    .values({
      agencyId: agency.id,
      userId: person.id,
      kind: 'approbation',
      fileId,
      originalName: 'Approbation.pdf',
    })
    .returning();
  const request = await requestOf(ctx, clinic.organisation, { departmentId: clinic.department.id });
  const [application] = await ctx.db
    .insert(applications)
    .values({ requestId: request.id, userId: person.id, agencyId: agency.id, hourlyRate: 90 })
    .returning();
  await ctx.db
    .insert(applicationDocuments)
    .values({ applicationId: application!.id, kind: 'cv', staffDocumentId: sent!.id });
  const personActor = await signedIn(ctx, 'USER');
  return {
    clinic,
    otherClinic,
    otherWardManager,
    dispatcher,
    otherAgency,
    sent: sent!,
    unsent: unsent!,
    bytes,
    personActor,
  };
}

beforeAll(async () => {
  world = await buildWorld();
});

async function linkFor(actor: Actor, documentId: string) {
  return call(actor, 'POST', `/api/documents/${documentId}/link`);
}

describe('POST /api/documents/:id/link and the signed download', () => {
  it('gives the owning agency a five-minute link that serves the PDF as a private attachment', async () => {
    const before = Date.now();
    const response = await linkFor(world.dispatcher, world.sent.id);
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    expect(url).toMatch(
      new RegExp(`^/api/documents/${world.sent.id}/download\\?expires=\\d+&signature=`),
    );
    const expires = Date.parse(expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + DOCUMENT_LINK_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + DOCUMENT_LINK_TTL_MS);

    // No bearer token: the signature is the authorisation.
    const download = await ctx.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(world.bytes)).toBe(true);
    // The agency also reaches documents it has not sent anywhere yet.
    expect((await linkFor(world.dispatcher, world.unsent.id)).statusCode).toBe(200);
  });

  it('gives administrators and the organisation users who see the request a link', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    for (const actor of [admin, world.clinic.hr, world.clinic.ward]) {
      const response = await linkFor(actor, world.sent.id);
      expect(response.statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: response.json().url })).statusCode).toBe(
        200,
      );
    }
  });

  it('answers 404 to everyone else: other agencies, other organisations and wards, staff, unsent documents', async () => {
    const strangers = [
      world.otherAgency.dispatcher,
      world.otherClinic.hr,
      world.otherClinic.ward,
      world.otherWardManager,
      world.personActor,
    ];
    for (const actor of strangers) {
      expect((await linkFor(actor, world.sent.id)).statusCode).toBe(404);
    }
    // The clinic never received the approbation: it cannot fetch it.
    expect((await linkFor(world.clinic.hr, world.unsent.id)).statusCode).toBe(404);
    expect(
      (await linkFor(world.dispatcher, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call(null, 'POST', `/api/documents/${world.sent.id}/link`)).statusCode).toBe(401);
    expect(
      (await call(world.dispatcher, 'POST', '/api/documents/not-a-uuid/link')).statusCode,
    ).toBe(400);
  });

  it('refuses expired, tampered and re-targeted links', async () => {
    const expired = signedDocumentPath(TEST_JWT_SECRET, world.sent.id, Date.now() - 1);
    const late = await ctx.app.inject({ method: 'GET', url: expired });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('FORBIDDEN');

    const { url } = (await linkFor(world.dispatcher, world.sent.id)).json();
    const tampered = url.replace(
      /signature=(.)/,
      (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const longer = url.replace(
      /expires=(\d+)/,
      (_: string, ms: string) => `expires=${Number(ms) + 3_600_000}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
    // The signature of one document does not open another.
    const other = url.replace(world.sent.id, world.unsent.id);
    expect((await ctx.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const forged = signedDocumentPath(
      'another-secret-that-is-long-enough-too',
      world.sent.id,
      Date.now() + 60_000,
    );
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const unknown = signedDocumentPath(
      TEST_JWT_SECRET,
      '00000000-0000-4000-8000-000000000000',
      Date.now() + 60_000,
    );
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/${world.sent.id}/download` }))
        .statusCode,
    ).toBe(400);
  });
});

describe('attachmentDisposition', () => {
  it('keeps quotes and non-ASCII out of the plain filename', () => {
    expect(attachmentDisposition('a"b\\c ä.pdf')).toBe(
      `attachment; filename="a_b_c _.pdf"; filename*=UTF-8''a%22b%5Cc%20%C3%A4.pdf`,
    );
  });
});
