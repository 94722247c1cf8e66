import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applicationDocuments, applications, staffDocuments } from '#server/db/schema/index';
import {
  agencyWithDispatcher,
  dateIn,
  organisationWithStaff,
  requestOf,
  staffOf,
  threeUploads,
  uploadPdf,
} from '#server/test/agency-fixtures';
import { call, ctx, fieldsOf, useJobBoardApp } from '#server/test/job-board-fixtures';

// Applying to a request on the board; the agency’s own applications are in
// job-board.own-applications.test.ts.

useJobBoardApp();

describe('POST /api/agency/jobs/:id/applications', () => {
  it('applies with new uploads, puts them on the profile, and reuses them next time', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const first = await requestOf(ctx, organisation, { title: 'Erste Vertretung' });
    const second = await requestOf(ctx, organisation, { title: 'Zweite Vertretung' });
    const person = await staffOf(ctx, agency.id, { firstName: 'Berta', lastName: 'Beispiel' });

    const applied = await call(dispatcher, 'POST', `/api/agency/jobs/${first.id}/applications`, {
      customerId: person.id,
      hourlyRate: 92.5,
      documents: {
        ...(await threeUploads(ctx, dispatcher.headers)),
        cv: {
          fileId: await uploadPdf(ctx, dispatcher.headers, 'CV Berta.pdf'),
          expiresOn: dateIn(400),
        },
      },
    });
    expect(applied.statusCode).toBe(201);
    const application = applied.json();
    expect(application).toMatchObject({
      state: 'applied',
      hourlyRate: 92.5,
      customer: { _id: person.id, firstName: 'Berta', lastName: 'Beispiel' },
      request: {
        _id: first.id,
        title: 'Erste Vertretung',
        state: 'external_adv',
        organisationName: organisation.name,
      },
      decidedAt: null,
    });
    expect(
      application.documents
        .map((d: { kind: string; name: string }) => `${d.kind}:${d.name}`)
        .sort(),
    ).toEqual([
      'approbation:Approbation.pdf',
      'cv:CV Berta.pdf',
      'specialist_diploma:Facharzturkunde.pdf',
    ]);
    const [row] = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application._id));
    expect(row).toMatchObject({
      agencyId: agency.id,
      submittedBy: dispatcher.user.id,
      userId: person.id,
      state: 'applied',
    });
    const onProfile = await ctx.db
      .select()
      .from(staffDocuments)
      .where(eq(staffDocuments.userId, person.id));
    expect(onProfile).toHaveLength(3);

    // The next application reuses the profile's documents: nothing new is stored.
    const byKind = Object.fromEntries(onProfile.map((doc) => [doc.kind, { documentId: doc.id }]));
    const again = await call(dispatcher, 'POST', `/api/agency/jobs/${second.id}/applications`, {
      customerId: person.id,
      hourlyRate: 88,
      documents: byKind,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().hourlyRate).toBe(88);
    expect(
      await ctx.db.select().from(staffDocuments).where(eq(staffDocuments.userId, person.id)),
    ).toHaveLength(3);
    const linked = await ctx.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, again.json()._id));
    expect(linked.map((link) => link.staffDocumentId).sort()).toEqual(
      onProfile.map((doc) => doc.id).sort(),
    );

    // The board counts it.
    const item = (await call(dispatcher, 'GET', `/api/agency/jobs/${second.id}`)).json();
    expect(item.myApplicationCount).toBe(1);
  });

  it('refuses missing documents, a missing name and rate, in German, storing nothing', async () => {
    // A substitute doctor's request open to residents too: the specialist diploma is optional.
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const request = await requestOf(ctx, organisation);
    const person = await staffOf(ctx, agency.id);
    const url = `/api/agency/jobs/${request.id}/applications`;
    const cv = { fileId: await uploadPdf(ctx, dispatcher.headers) };
    const response = await call(
      dispatcher,
      'POST',
      url,
      { hourlyRate: 0, documents: { cv } },
      'de',
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      customerId: 'Name_is_required',
      hourlyRate: 'Hourly_rate_is_required',
    });
    // Which documents are required is the request's: checked once the rest is valid.
    const noApprobation = await call(
      dispatcher,
      'POST',
      url,
      { customerId: person.id, hourlyRate: 80, documents: { cv } },
      'de',
    );
    expect(noApprobation.statusCode).toBe(400);
    const details = noApprobation.json().error.details as {
      field: string;
      key: string;
      message: string;
    }[];
    expect(details).toEqual([
      {
        field: 'documents.approbation',
        key: 'Required_files_missing',
        message: 'Bitte laden Sie alle erforderlichen Dateien hoch',
      },
    ]);
    const english = await call(dispatcher, 'POST', url, {
      customerId: request.id,
      hourlyRate: 10,
    });
    expect(english.json().error.details[0]).toMatchObject({
      field: 'documents',
      message: 'Please upload all the required files',
    });
    expect(
      await ctx.db.select().from(applications).where(eq(applications.requestId, request.id)),
    ).toHaveLength(0);
  });

  it('refuses another agency’s staff, expired, foreign and non-PDF documents, storing nothing', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const request = await requestOf(ctx, organisation);
    const person = await staffOf(ctx, agency.id);
    const stranger = await staffOf(ctx, other.agency.id);

    const notMine = await call(dispatcher, 'POST', `/api/agency/jobs/${request.id}/applications`, {
      customerId: stranger.id,
      hourlyRate: 70,
      documents: await threeUploads(ctx, dispatcher.headers),
    });
    expect(notMine.statusCode).toBe(400);
    expect(fieldsOf(notMine)).toEqual({ customerId: 'Not_a_staff_member' });

    const fileId = await uploadPdf(ctx, dispatcher.headers);
    const [expired] = await ctx.db
      .insert(staffDocuments)
      .values({
        agencyId: agency.id,
        userId: person.id,
        kind: 'cv',
        fileId,
        originalName: 'alt.pdf',
        expiresOn: dateIn(-2),
      })
      .returning();
    const [foreign] = await ctx.db
      .insert(staffDocuments)
      .values({
        agencyId: other.agency.id,
        userId: stranger.id,
        kind: 'approbation',
        fileId,
        originalName: 'fremd.pdf',
      })
      .returning();
    const refused = await call(
      dispatcher,
      'POST',
      `/api/agency/jobs/${request.id}/applications`,
      {
        customerId: person.id,
        hourlyRate: 70,
        documents: {
          cv: { documentId: expired!.id },
          approbation: { documentId: foreign!.id },
          specialist_diploma: { fileId: '00000000-0000-4000-8000-000000000000' },
        },
      },
      'de',
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'documents.cv': 'Document_has_expired',
      'documents.approbation': 'Required_files_missing',
      'documents.specialist_diploma': 'Document_not_pdf',
    });
    // A new upload that is already expired is refused too.
    const uploadsExpired = await call(
      dispatcher,
      'POST',
      `/api/agency/jobs/${request.id}/applications`,
      {
        customerId: person.id,
        hourlyRate: 70,
        documents: {
          ...(await threeUploads(ctx, dispatcher.headers)),
          cv: { fileId, expiresOn: dateIn(-1) },
        },
      },
    );
    expect(fieldsOf(uploadsExpired)).toEqual({ 'documents.cv': 'Document_has_expired' });
    expect(
      await ctx.db.select().from(applications).where(eq(applications.requestId, request.id)),
    ).toHaveLength(0);
    // Nothing was put on the profile by the refused attempts (the transaction rolled back).
    expect(
      await ctx.db.select().from(staffDocuments).where(eq(staffDocuments.userId, person.id)),
    ).toHaveLength(1);
  });

  it('refuses a second application of the same person, and lets a withdrawn one be submitted again', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const request = await requestOf(ctx, organisation);
    const person = await staffOf(ctx, agency.id);
    const body = async () => ({
      customerId: person.id,
      hourlyRate: 75,
      documents: await threeUploads(ctx, dispatcher.headers),
    });

    const first = await call(
      dispatcher,
      'POST',
      `/api/agency/jobs/${request.id}/applications`,
      await body(),
    );
    expect(first.statusCode).toBe(201);
    const second = await call(
      dispatcher,
      'POST',
      `/api/agency/jobs/${request.id}/applications`,
      await body(),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().error.details[0]).toMatchObject({
      field: 'customerId',
      key: 'Already_applied',
      message: 'This person has already applied for this request',
    });

    expect(
      (await call(dispatcher, 'POST', `/api/agency/applications/${first.json()._id}/withdraw`))
        .statusCode,
    ).toBe(200);
    const again = await call(dispatcher, 'POST', `/api/agency/jobs/${request.id}/applications`, {
      ...(await body()),
      hourlyRate: 81,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      _id: first.json()._id,
      state: 'applied',
      hourlyRate: 81,
      decidedAt: null,
    });
    const rows = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.requestId, request.id), eq(applications.userId, person.id)));
    expect(rows).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, first.json()._id)),
    ).toHaveLength(3);
  });

  it('answers 404 for requests off the board and 403 for agencies that may not apply', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx, {
      permitValidUntil: dateIn(30),
    });
    const person = await staffOf(ctx, agency.id);
    const documents = await threeUploads(ctx, dispatcher.headers);
    for (const request of [
      await requestOf(ctx, organisation, { state: 'internal_adv' }),
      await requestOf(ctx, organisation, { state: 'external_fill' }),
      await requestOf(ctx, organisation, { startsInDays: 45 }),
    ]) {
      const response = await call(
        dispatcher,
        'POST',
        `/api/agency/jobs/${request.id}/applications`,
        { customerId: person.id, hourlyRate: 70, documents },
      );
      expect(response.statusCode).toBe(404);
    }
    const pending = await agencyWithDispatcher(ctx, { vettingState: 'pending' });
    const open = await requestOf(ctx, organisation);
    const refused = await call(
      pending.dispatcher,
      'POST',
      `/api/agency/jobs/${open.id}/applications`,
      {
        customerId: (await staffOf(ctx, pending.agency.id)).id,
        hourlyRate: 70,
        documents: await threeUploads(ctx, pending.dispatcher.headers),
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AGENCY_NOT_VETTED');
    expect(
      await ctx.db.select().from(applications).where(eq(applications.requestId, open.id)),
    ).toHaveLength(0);
  });
});
