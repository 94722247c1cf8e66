import { expect } from 'vitest';
import { apiAs } from './ladder';
import { tinyPng } from './png';
import { substituteDoctorRequest } from './marketplace';

/**
 * Data for the signed-in audit (e2e/support/signed-in-audit.ts), made through the API as the demo
 * accounts would make it, so that every screen shows something: requests in several states
 * (asking the pool with an open offer, waiting for HR, advertised to agencies with and without
 * an application), an agency staff member, a contact request; plus the ids the admin's detail
 * screens need.
 */
export interface AuditData {
  organisationId: string;
  kardiologieId: string;
  agencyId: string;
  /** Asks the pool: the demo nurse has an open offer. */
  poolRequestId: string;
  /** Nobody in the pool answered in time: HR decides. */
  hrRequestId: string;
  /** Advertised to agencies, with the demo agency's application. */
  appliedRequestId: string;
  /** Advertised to agencies, not applied to: the application form is open. */
  openRequestId: string;
  staffMemberId: string;
  hrUserId: string;
  wardUserId: string;
  nurseUserId: string;
  agencyUserId: string;
  contactRequestId: string;
  /** A picture of the organisation, for the picture page. */
  organisationPictureId: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A shift `days` after `now`'s day, 06:00 UTC (a fixed offset from it: the test runs any day). */
function shiftStart(now: number, days: number) {
  const today = new Date(now);
  return (
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
    days * DAY +
    6 * HOUR
  );
}

interface Organisation {
  _id: string;
  departments: Array<{ _id: string; name: string }>;
}

/**
 * Needs a server started with ENGINE_TIME_LIMIT_UNIT_SECONDS=1 (time limits in seconds); `now`
 * is the server's business clock when it runs on CLOCK_START.
 */
export async function prepareAuditData(baseUrl: string, now = Date.now()): Promise<AuditData> {
  const ward = await apiAs(baseUrl, 'ward@example.com');
  const hr = await apiAs(baseUrl, 'hr@example.com');
  const agency = await apiAs(baseUrl, 'agency@example.com');
  const admin = await apiAs(baseUrl, 'admin@example.com');
  const ok = <T>(result: { status: number; body: T }, status = 200) => {
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    return result.body;
  };

  const organisation = ok(await ward.call<{ items: Organisation[] }>('GET', '/api/organisation'))
    .items[0]!;
  const kardiologieId = organisation.departments.find((d) => d.name === 'Kardiologie')!._id;
  const staffRequest = (title: string, timeLimit: string, days: number) => ({
    title,
    organisation: organisation._id,
    orig_dept: kardiologieId,
    jobType: 'Tagesdienst',
    skills: ['EKG'],
    qualification: 'Examine Pflegekraft',
    timeLimit,
    dates: [
      {
        startDate: shiftStart(now, days),
        endDate: shiftStart(now, days) + 8 * HOUR,
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      },
    ],
  });
  // The longest limit (336 s here) keeps the nurse's offer open while her screens and the ward's
  // are audited (they go first); one second sends the other request to HR.
  const pool = ok(
    await ward.call<{ _id: string }>(
      'POST',
      '/api/job',
      staffRequest('Frühdienst Kardiologie', '336', 3),
    ),
    201,
  );
  const toHr = ok(
    await ward.call<{ _id: string }>(
      'POST',
      '/api/job',
      staffRequest('Nachtdienst Kardiologie', '1', 4),
    ),
    201,
  );

  const doctorRequest = (title: string, days: number) =>
    substituteDoctorRequest(title, organisation._id, shiftStart(now, days));
  const applied = ok(
    await hr.call<{ _id: string }>('POST', '/api/job', doctorRequest('Vertretung Neurologie', 5)),
    201,
  );
  const open = ok(
    await hr.call<{ _id: string }>('POST', '/api/job', doctorRequest('Vertretung Stroke Unit', 6)),
    201,
  );

  const staff = ok(
    await agency.call<{ _id?: string; id?: string }>('POST', '/api/agency/staff', {
      email: 'jonas.lindqvist@example.com',
      firstName: 'Jonas',
      lastName: 'Lindqvist',
    }),
    201,
  );
  const staffMemberId = (staff._id ?? staff.id)!;
  ok(
    await agency.call('PATCH', `/api/agency/staff/${staffMemberId}`, {
      changes: [
        { field: 'qualification.level.type', value: 'Facharzt' },
        { field: 'skills', value: ['Neurologie', 'Notfallmedizin'] },
      ],
    }),
  );
  const documents: Record<string, { fileId: string }> = {};
  for (const kind of ['cv', 'approbation', 'specialist_diploma']) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([`%PDF-1.7\n% ${kind}\n`], { type: 'application/pdf' }),
      `${kind}.pdf`,
    );
    const response = await fetch(`${baseUrl}/api/files?purpose=document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agency.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    documents[kind] = { fileId: ((await response.json()) as { id: string }).id };
  }
  ok(
    await agency.call('POST', `/api/agency/jobs/${applied._id}/applications`, {
      customerId: staffMemberId,
      hourlyRate: 95,
      documents,
    }),
    201,
  );

  const contact = await fetch(`${baseUrl}/api/contact-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'clinic',
      firstName: 'Clara',
      lastName: 'Klein',
      hospitalName: 'Klinikum Süd',
      email: 'clara.klein@example.com',
      phone: '+49 40 1234567',
      message: 'Wir möchten die Plattform für zwei Stationen testen.',
      isAgreed: true,
    }),
  });
  expect(contact.status).toBeLessThan(300);
  const contacts = ok(
    await admin.call<{ items: Array<{ id?: string; _id?: string }> }>(
      'GET',
      '/api/admin/contact-requests',
    ),
  );

  const agencies = ok(
    await admin.call<{ items: Array<{ id: string }> }>('GET', '/api/admin/agencies'),
  );
  const agencyId = agencies.items[0]!.id;
  const personId = async (role: string, email: string) =>
    ok(
      await admin.call<{ items: Array<{ id: string; email: string }> }>(
        'GET',
        `/api/admin/persons?role=${role}`,
      ),
    ).items.find((person) => person.email === email)!.id;

  // A picture of the demo organisation: uploaded as the back office does, then added to it.
  const image = new FormData();
  image.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'ward.png');
  const upload = await fetch(`${baseUrl}/api/files?purpose=image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}` },
    body: image,
  });
  expect(upload.status).toBe(201);
  const imageId = ((await upload.json()) as { id: string }).id;
  const pictures = ok(
    await admin.call<Array<{ id: string }>>(
      'POST',
      `/api/admin/organisations/${organisation._id}/pictures`,
      {
        pictures: [{ fileId: imageId, description: 'Die Station Kardiologie' }],
      },
    ),
    201,
  );

  // The engine moves the request after its one-second limit: wait for it, boundedly.
  for (let tries = 0; ; tries += 1) {
    const { state } = ok(await ward.call<{ state: string }>('GET', `/api/job/${toHr._id}`));
    if (state === 'hr_review') break;
    if (tries > 60) throw new Error(`the request did not reach HR's decision (state ${state})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    organisationId: organisation._id,
    kardiologieId,
    agencyId,
    poolRequestId: pool._id,
    hrRequestId: toHr._id,
    appliedRequestId: applied._id,
    openRequestId: open._id,
    staffMemberId,
    hrUserId: await personId('ORG_ADMIN', 'hr@example.com'),
    wardUserId: await personId('ORG_SUB', 'ward@example.com'),
    nurseUserId: await personId('USER', 'nurse@example.com'),
    agencyUserId: await personId('AGENCY', 'agency@example.com'),
    contactRequestId: (contacts.items[0]!.id ?? contacts.items[0]!._id)!,
    organisationPictureId: pictures.at(-1)!.id,
  };
}
