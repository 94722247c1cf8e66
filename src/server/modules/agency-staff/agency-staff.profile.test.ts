import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { files, staffDocuments, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  dateIn,
  freshPdf,
  staffOf,
  uploadPdf,
  type Actor,
} from '#server/test/agency-fixtures';
import { injectAs, uploadFile, type Method } from '#server/test/factories';
import { PNG_BYTES, multipartFile } from '#server/test/multipart';

const ctx = useTestContext();

const call = (
  actor: Actor | null,
  method: Method,
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  injectAs(
    ctx.app,
    { ...(actor?.headers ?? {}), 'accept-language': language },
    method,
    url,
    payload,
  );

const fileCount = async () => (await ctx.db.select({ value: count() }).from(files))[0]!.value;

describe('GET/PATCH /api/agency/staff/:userId', () => {
  it('shows and edits its staff member’s profile, but not the e-mail; other agencies’ staff are not found', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const person = await staffOf(ctx, agency.id);
    const stranger = await staffOf(ctx, other.agency.id);

    const shown = await call(dispatcher, 'GET', `/api/agency/staff/${person.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: person.id, documents: [], skills: [] });

    const changed = await call(dispatcher, 'PATCH', `/api/agency/staff/${person.id}`, {
      changes: [
        { field: 'firstName', value: 'Greta' },
        { field: 'skills', value: ['Intensivmedizin'] },
        { field: 'qualification.level.type', value: 'Fachärztin' },
        { field: 'preferences.distance', value: 50 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      firstName: 'Greta',
      skills: ['Intensivmedizin'],
      qualification: { level: { type: 'Fachärztin' } },
      preferences: { distance: 50 },
    });

    const email = await call(dispatcher, 'PATCH', `/api/agency/staff/${person.id}`, {
      changes: [
        { field: 'email', value: 'neu@example.com' },
        { field: 'lastName', value: '' },
      ],
    });
    expect(email.statusCode).toBe(400);
    expect(
      Object.fromEntries(
        email.json().error.details.map((d: { field: string; key: string }) => [d.field, d.key]),
      ),
    ).toEqual({
      email: 'Unknown_field',
      lastName: 'LastName_is_not_valid',
    });
    const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(unchanged!.email).toBe(person.email);

    // Once the person owns their account, the agency sees the shared fields and changes nothing.
    const owner = await staffOf(ctx, agency.id, { firstName: 'Olga' }, { claimed: true });
    await ctx.db
      .update(users)
      .set({ address: 'Privatweg 3', postcode: '20099', city: 'Hamburg' })
      .where(eq(users.id, owner.id));
    const ownView = await call(dispatcher, 'GET', `/api/agency/staff/${owner.id}`);
    expect(ownView.json()).toMatchObject({
      ownedByPerson: true,
      firstName: 'Olga',
      city: 'Hamburg',
      address: null,
      postcode: null,
    });
    const refused = await call(
      dispatcher,
      'PATCH',
      `/api/agency/staff/${owner.id}`,
      { changes: [{ field: 'firstName', value: 'Hack' }] },
      'de',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'PROFILE_OWNED_BY_PERSON',
      message: expect.stringContaining('verwaltet ihr Profil selbst'),
    });
    expect((await ctx.db.select().from(users).where(eq(users.id, owner.id)))[0]!.firstName).toBe(
      'Olga',
    );

    expect((await call(dispatcher, 'GET', `/api/agency/staff/${stranger.id}`)).statusCode).toBe(
      404,
    );
    const foreign = await call(dispatcher, 'PATCH', `/api/agency/staff/${stranger.id}`, {
      changes: [{ field: 'firstName', value: 'Hack' }],
    });
    expect(foreign.statusCode).toBe(404);
    const [strangerAfter] = await ctx.db.select().from(users).where(eq(users.id, stranger.id));
    expect(strangerAfter!.firstName).toBe('Anna');
  });
});

describe('staff documents', () => {
  it('adds PDFs with an expiry, flags expired ones, archives them; other agencies’ documents are not found', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const person = await staffOf(ctx, agency.id);
    const url = `/api/agency/staff/${person.id}/documents`;

    const cv = await call(dispatcher, 'POST', url, {
      kind: 'cv',
      fileId: await uploadPdf(ctx, dispatcher.headers, 'CV.pdf'),
      expiresOn: dateIn(300),
    });
    expect(cv.statusCode).toBe(201);
    expect(cv.json()).toMatchObject({
      kind: 'cv',
      name: 'CV.pdf',
      expiresOn: dateIn(300),
      expired: false,
    });
    const old = await call(dispatcher, 'POST', url, {
      kind: 'approbation',
      fileId: await uploadPdf(ctx, dispatcher.headers, 'Alt.pdf'),
      expiresOn: dateIn(-1),
    });
    expect(old.json()).toMatchObject({ kind: 'approbation', expired: true });
    const lasting = await call(dispatcher, 'POST', url, {
      kind: 'specialist_diploma',
      fileId: await uploadPdf(ctx, dispatcher.headers),
    });
    expect(lasting.json()).toMatchObject({ expiresOn: null, expired: false });

    const profile = (await call(dispatcher, 'GET', `/api/agency/staff/${person.id}`)).json();
    expect(profile.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'cv',
      'approbation',
      'specialist_diploma',
    ]);

    // Another agency can neither add to nor remove from this person's profile.
    const foreignAdd = await call(other.dispatcher, 'POST', url, {
      kind: 'cv',
      fileId: await uploadPdf(ctx, other.dispatcher.headers),
    });
    expect(foreignAdd.statusCode).toBe(404);
    expect(
      (await call(other.dispatcher, 'DELETE', `${url}/${cv.json().documentId}`)).statusCode,
    ).toBe(404);

    expect((await call(dispatcher, 'DELETE', `${url}/${cv.json().documentId}`)).statusCode).toBe(
      204,
    );
    expect((await call(dispatcher, 'DELETE', `${url}/${cv.json().documentId}`)).statusCode).toBe(
      404,
    );
    const after = (await call(dispatcher, 'GET', `/api/agency/staff/${person.id}`)).json();
    expect(after.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'approbation',
      'specialist_diploma',
    ]);
    // Archived, not deleted: applications sent with it keep it.
    const [archived] = await ctx.db
      .select()
      .from(staffDocuments)
      .where(eq(staffDocuments.id, cv.json().documentId));
    expect(archived!.archivedAt).not.toBeNull();
  });

  it('refuses an image, an unknown file, a bad kind and a missing file, storing nothing', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const person = await staffOf(ctx, agency.id);
    const url = `/api/agency/staff/${person.id}/documents`;
    const image = await uploadFile(ctx.app, dispatcher.headers, 'foto.png', PNG_BYTES, 'image');
    const refused = await call(dispatcher, 'POST', url, { kind: 'cv', fileId: image }, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0]).toMatchObject({
      field: 'fileId',
      message: 'Nur PDF-Dateien sind erlaubt',
    });
    expect(
      (
        await call(dispatcher, 'POST', url, {
          kind: 'cv',
          fileId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    const missing = await call(dispatcher, 'POST', url, { kind: 'passport' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .error.details.map((d: { field: string; key: string }) => `${d.field}:${d.key}`)
        .sort(),
    ).toEqual(['fileId:Required_files_missing', 'kind:invalid_value']);
    expect(
      await ctx.db.select().from(staffDocuments).where(eq(staffDocuments.userId, person.id)),
    ).toHaveLength(0);
  });

  it('refuses a renamed PNG, an empty file and 5 MB plus one byte at upload, with the spec’s messages', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const upload = (name: string, bytes: Buffer) => {
      const body = multipartFile(name, bytes, 'application/pdf');
      return ctx.app.inject({
        method: 'POST',
        url: '/api/files?purpose=document',
        payload: body.payload,
        headers: { ...dispatcher.headers, ...body.headers, 'accept-language': 'de' },
      });
    };
    const before = await fileCount();
    const renamed = await upload('lebenslauf.pdf', PNG_BYTES);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.details[0]).toMatchObject({
      field: 'file',
      key: 'Pdf_only',
      message: 'Bitte nur PDF-Dateien hochladen',
    });
    const empty = await upload('leer.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].key).toBe('File_empty');
    const pdf = freshPdf();
    const tooBig = await upload(
      'gross.pdf',
      Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length + 1)]),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details[0]).toMatchObject({
      key: 'File_too_large',
      message: 'Die Datei ist größer als 5 MB',
    });
    expect(await fileCount()).toBe(before);
    // Exactly 5 MB is allowed.
    expect(
      (await upload('genau.pdf', Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length)])))
        .statusCode,
    ).toBe(201);
  });
});
