import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, departments, requests, staffDocuments } from '#server/db/schema/index';
import {
  DAY,
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  staffOf,
  threeUploads,
  uploadPdf,
  type Actor,
} from '#server/test/agency-fixtures';
import { call, ctx, fieldsOf, useJobBoardApp } from '#server/test/job-board-fixtures';

// The request's kind decides what the board shows and what an application carries: a nursing
// shift asks for a nurse's qualification and papers, a substitute doctor's request for a doctor's.

useJobBoardApp();

type Organisation = Awaited<ReturnType<typeof organisationWithStaff>>['organisation'];

/** A nursing shift as the ward posts it: no field of its own, the doctor flags at their defaults. */
const nursingShift = (organisation: Organisation, qualification: string, title: string) =>
  requestOf(ctx, organisation, {
    title,
    values: { kind: 'staff', field: null, subtitle: '', qualification, payOnCall: null },
  });

async function boardIds(actor: Actor, query: string) {
  const response = await call(actor, 'GET', `/api/agency/jobs?pageSize=50&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { _id: string }[] }>().items.map((item) => item._id);
}

describe('the board by request kind', () => {
  it("shows a nursing shift with its qualification, no doctor's grades and a nurse's documents", async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const nursing = await nursingShift(organisation, 'Examine Pflegekraft', 'Spätdienst Chirurgie');
    const doctor = await requestOf(ctx, organisation, { title: 'Vertretung Neurologie' });

    const items = (await call(dispatcher, 'GET', '/api/agency/jobs?pageSize=50')).json<{
      items: { _id: string }[];
    }>().items;
    expect(items.find((item) => item._id === nursing.id)).toMatchObject({
      kind: 'staff',
      qualification: 'Examine Pflegekraft',
      facharzt: false,
      assistenzarzt: false,
      documents: [
        { kind: 'cv', required: true },
        { kind: 'nursing_licence', required: true },
      ],
    });
    expect(items.find((item) => item._id === doctor.id)).toMatchObject({
      kind: 'substitute_doctor',
      qualification: null,
      facharzt: true,
      assistenzarzt: true,
      documents: [
        { kind: 'cv', required: true },
        { kind: 'approbation', required: true },
        { kind: 'specialist_diploma', required: false },
      ],
    });
    const detail = (await call(dispatcher, 'GET', `/api/agency/jobs/${nursing.id}`)).json();
    expect(detail).toMatchObject({
      kind: 'staff',
      qualification: 'Examine Pflegekraft',
      facharzt: false,
      documents: [{ kind: 'cv' }, { kind: 'nursing_licence' }],
    });
  });

  it("refuses a physician's papers for a nursing shift, storing nothing, and takes a nurse's", async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const nursing = await nursingShift(organisation, 'Examine Pflegekraft', 'Spätdienst Geriatrie');
    const person = await staffOf(ctx, agency.id, { firstName: 'Nina', lastName: 'Pflege' });
    const url = `/api/agency/jobs/${nursing.id}/applications`;

    const refused = await call(
      dispatcher,
      'POST',
      url,
      {
        customerId: person.id,
        hourlyRate: 42,
        documents: await threeUploads(ctx, dispatcher.headers),
      },
      'de',
    );
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'documents.approbation': 'Document_not_asked_for',
      'documents.specialist_diploma': 'Document_not_asked_for',
      'documents.nursing_licence': 'Required_files_missing',
    });
    expect(refused.body).toContain('Diese Anfrage verlangt dieses Dokument nicht');
    expect(
      await ctx.db.select().from(applications).where(eq(applications.requestId, nursing.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(staffDocuments).where(eq(staffDocuments.userId, person.id)),
    ).toEqual([]);

    const applied = await call(dispatcher, 'POST', url, {
      customerId: person.id,
      hourlyRate: 42,
      documents: {
        cv: { fileId: await uploadPdf(ctx, dispatcher.headers, 'Lebenslauf.pdf') },
        nursing_licence: { fileId: await uploadPdf(ctx, dispatcher.headers, 'Erlaubnis.pdf') },
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(
      applied
        .json<{ documents: { kind: string }[] }>()
        .documents.map((document) => document.kind)
        .sort(),
    ).toEqual(['cv', 'nursing_licence']);
  });

  it('asks a request for specialists only for the specialist diploma', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const request = await requestOf(ctx, organisation, { values: { residentAccepted: false } });
    const person = await staffOf(ctx, agency.id);
    const { cv, approbation } = await threeUploads(ctx, dispatcher.headers);
    const refused = await call(dispatcher, 'POST', `/api/agency/jobs/${request.id}/applications`, {
      customerId: person.id,
      hourlyRate: 90,
      documents: { cv, approbation },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ 'documents.specialist_diploma': 'Required_files_missing' });
  });
});

describe('the board filter for both kinds', () => {
  it("finds doctors' requests by a doctor's grade and nursing shifts by the qualifications that may work them", async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const doctor = await requestOf(ctx, organisation, { title: 'Vertretung Neurologie' });
    const assistant = await nursingShift(organisation, 'Pflegeassistenz', 'Frühdienst Geriatrie');
    const nurse = await nursingShift(organisation, 'Examine Pflegekraft', 'Spätdienst Chirurgie');
    const specialist = await nursingShift(organisation, 'Fachpflegekraft', 'Nachtdienst ITS');
    const mine = [doctor.id, assistant.id, nurse.id, specialist.id];
    const found = async (position: string) =>
      (await boardIds(dispatcher, `position=${encodeURIComponent(position)}`))
        .filter((id) => mine.includes(id))
        .sort();

    expect(await found('Facharzt')).toEqual([doctor.id]);
    expect(await found('Assistenzarzt')).toEqual([doctor.id]);
    expect(await found('Pflegeassistenz')).toEqual([assistant.id]);
    expect(await found('Examine Pflegekraft')).toEqual([assistant.id, nurse.id].sort());
    expect(await found('Fachpflegekraft')).toEqual([assistant.id, nurse.id, specialist.id].sort());
    const unknown = await call(dispatcher, 'GET', '/api/agency/jobs?position=Chefarzt');
    expect(unknown.statusCode).toBe(400);
  });

  it("finds a nursing shift posted on a ward by the ward's field", async () => {
    const { organisation, department, ward } = await organisationWithStaff(ctx);
    const { dispatcher } = await agencyWithDispatcher(ctx);
    await ctx.db
      .update(departments)
      .set({ name: 'Geriatrie' })
      .where(eq(departments.id, department.id));
    const start = Math.floor(Date.now() / DAY) * DAY + 5 * DAY + 12 * 3_600_000;
    const posted = await call(ward, 'POST', '/api/job', {
      title: 'Spätdienst Geriatrie',
      organisation: organisation.id,
      orig_dept: department.id,
      qualification: 'Pflegeassistenz',
      dates: [
        {
          startDate: start,
          endDate: start + 8 * 3_600_000,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ _id: string }>()._id;
    expect(posted.json()).toMatchObject({ kind: 'staff', field: 'Geriatrie' });
    // The ward's pool did not take it: it went out to the agencies.
    await ctx.db.update(requests).set({ state: 'external_adv' }).where(eq(requests.id, id));
    const doctor = await requestOf(ctx, organisation, { title: 'Vertretung Neurologie' });

    const geriatrics = await boardIds(dispatcher, 'speciality=Geriatrie');
    expect(geriatrics).toContain(id);
    expect(geriatrics).not.toContain(doctor.id);
  });
});
