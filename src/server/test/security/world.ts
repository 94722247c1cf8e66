import { randomUUID } from 'node:crypto';
import {
  applicationDocuments,
  applications,
  contactRequests,
  departmentMembers,
  departments,
  invitations,
  organisationPictures,
  placements,
  requestOffers,
  staffDocuments,
  unavailability,
} from '#server/db/schema/index';
import { issueAgencyInvoice } from '#server/modules/invoices/invoices.issue';
import type { TestContext } from '../app';
import {
  agencyWithDispatcher,
  freshPdf,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
  type Actor,
} from '../agency-fixtures';
import { TEST_PASSWORD, bearer, createUser, uploadFile } from '../factories';
import { PNG_BYTES } from '../multipart';

/**
 * Two tenants for the authorization matrix and the fuzzer: organisation A (HR, ward manager and a
 * pool member of its department) with agency A working on its request, and a second organisation
 * and agency whose people must not reach A's data.
 */
export const PRINCIPALS = [
  'anonymous',
  'USER',
  'AGENCY',
  'ORG_SUB',
  'ORG_ADMIN',
  'ADMIN',
  'OTHER_ORG',
  'OTHER_AGENCY',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(ctx: TestContext) {
  const clinic = await organisationWithStaff(ctx, 'Klinikum A');
  const otherClinic = await organisationWithStaff(ctx, 'Klinikum B');
  const { agency, dispatcher } = await agencyWithDispatcher(ctx, { name: 'Agentur A' });
  const otherAgency = await agencyWithDispatcher(ctx, { name: 'Agentur B' });
  const admin = await signedIn(ctx, 'ADMIN');
  const nurse = await signedIn(ctx, 'USER');
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId: clinic.department.id, userId: nurse.user.id, kind: 'customer' });

  const staff = await staffOf(ctx, agency.id);
  const pdfBytes = freshPdf();
  const pdfId = await uploadFile(
    ctx.app,
    dispatcher.headers,
    'Lebenslauf-A.pdf',
    pdfBytes,
    'document',
  );
  const imageId = await uploadFile(ctx.app, admin.headers, 'bild.png', PNG_BYTES);
  const [document] = await ctx.db
    .insert(staffDocuments)
    .values({
      agencyId: agency.id,
      userId: staff.id,
      kind: 'cv',
      fileId: pdfId,
      originalName: 'cv.pdf',
    })
    .returning();
  // Agency B's staff member with a document on agency A's PDF, as the code before file owners
  // let B store it: the file cells check B gets nothing from it.
  const otherStaff = await staffOf(ctx, otherAgency.agency.id);
  const [otherDocument] = await ctx.db
    .insert(staffDocuments)
    .values({
      agencyId: otherAgency.agency.id,
      userId: otherStaff.id,
      kind: 'cv',
      fileId: pdfId,
      originalName: 'cv.pdf',
    })
    .returning();
  const request = await requestOf(ctx, clinic.organisation, { departmentId: clinic.department.id });
  const [application] = await ctx.db
    .insert(applications)
    .values({ requestId: request.id, userId: staff.id, agencyId: agency.id, hourlyRate: 90 })
    .returning();
  await ctx.db
    .insert(applicationDocuments)
    .values({ applicationId: application!.id, kind: 'cv', staffDocumentId: document!.id });
  // Agency A's invoice to organisation A for its placement: the invoice cells' subject.
  const [placement] = await ctx.db
    .insert(placements)
    .values({
      applicationId: application!.id,
      requestId: request.id,
      organisationId: clinic.organisation.id,
      agencyId: agency.id,
      userId: staff.id,
      hourlyRate: 90,
      hours: 8,
      orderValue: 720,
      commissionRate: 10,
      commission: 72,
    })
    .returning();
  const invoice = await freshInvoice(ctx, placement!.id);
  const [offer] = await ctx.db
    .insert(requestOffers)
    .values({ requestId: request.id, userId: nurse.user.id, stage: 'department_pool' })
    .returning();
  const [picture] = await ctx.db
    .insert(organisationPictures)
    .values({ organisationId: clinic.organisation.id, fileId: imageId })
    .returning();
  const [absence] = await ctx.db
    .insert(unavailability)
    .values({
      userId: nurse.user.id,
      startsAt: new Date('2030-01-01T00:00:00Z'),
      endsAt: new Date('2030-01-02T00:00:00Z'),
    })
    .returning();
  const [contact] = await ctx.db
    .insert(contactRequests)
    .values({
      kind: 'general',
      language: 'en',
      name: 'Eva Example',
      email: 'eva@example.com',
      phone: '+49 40 1234',
    })
    .returning();

  const actors: Record<Exclude<Principal, 'anonymous'>, Actor> = {
    USER: nurse,
    AGENCY: dispatcher,
    ORG_SUB: clinic.ward,
    ORG_ADMIN: clinic.hr,
    ADMIN: admin,
    OTHER_ORG: otherClinic.hr,
    OTHER_AGENCY: otherAgency.dispatcher,
  };
  return {
    ctx,
    actors,
    /** The bytes of agency A's PDF (ids.pdf), for a second upload of the same content. */
    pdfBytes,
    ids: {
      organisation: clinic.organisation.id,
      department: clinic.department.id,
      agency: agency.id,
      staff: staff.id,
      dispatcher: dispatcher.user.id,
      hr: clinic.hr.user.id,
      ward: clinic.ward.user.id,
      nurse: nurse.user.id,
      document: document!.id,
      image: imageId,
      pdf: pdfId,
      otherStaff: otherStaff.id,
      otherDocument: otherDocument!.id,
      request: request.id,
      application: application!.id,
      offer: offer!.id,
      picture: picture!.id,
      absence: absence!.id,
      contact: contact!.id,
      placement: placement!.id,
      invoice: invoice.id,
    },
  };
}

let invoiceMonths = 0;
/** A new invoice of agency A for the placement, each for a month of its own (one invoice per month). */
export async function freshInvoice(ctx: TestContext, placementId: string) {
  invoiceMonths += 1;
  const period = `${2030 + Math.floor(invoiceMonths / 12)}-${String((invoiceMonths % 12) + 1).padStart(2, '0')}`;
  return issueAgencyInvoice(
    { db: ctx.db, now: new Date() },
    { placementId, period, activeMinutes: 60, onCallMinutes: 0 },
  );
}

/** A department of organisation A made for one destructive call, so each cell starts from the same state. */
export async function spareDepartment(world: World) {
  const [row] = await world.ctx.db
    .insert(departments)
    .values({ organisationId: world.ids.organisation, name: `Spare ${randomUUID().slice(0, 8)}` })
    .returning();
  return row!.id;
}

/** Headers of a principal; a fresh session when the call ends it (sign-out). */
export async function headersOf(
  world: World,
  principal: Principal,
  freshSession = false,
): Promise<Record<string, string>> {
  if (principal === 'anonymous') return {};
  if (!freshSession) return world.actors[principal].headers;
  sessions += 1;
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: world.actors[principal].user.email, password: TEST_PASSWORD },
    remoteAddress: `10.9.${Math.floor(sessions / 250)}.${(sessions % 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return bearer(response.json<{ accessToken: string }>().accessToken);
}
let sessions = 0;

/**
 * An open invitation of a fresh account (or of `inviteeId`) to organisation A's department (or
 * agency A's staff), for a call that answers or withdraws it.
 */
export async function pendingInvitation(
  world: World,
  target: {
    membership: 'department_user' | 'department_customer' | 'agency_customer';
    departmentId?: string;
  },
  inviteeId?: string,
) {
  const invitee = inviteeId ?? (await createUser(world.ctx.db)).id;
  const [row] = await world.ctx.db
    .insert(invitations)
    .values({
      email: `${randomUUID()}@example.com`,
      role: target.membership === 'department_user' ? 'ORG_SUB' : 'USER',
      membership: target.membership,
      departmentId:
        target.membership === 'agency_customer'
          ? null
          : (target.departmentId ?? world.ids.department),
      agencyId: target.membership === 'agency_customer' ? world.ids.agency : null,
      tokenHash: randomUUID(),
      language: 'en',
      expiresAt: new Date(Date.now() + 24 * 3600_000),
      inviteeId: invitee,
    })
    .returning();
  return row!.id;
}
