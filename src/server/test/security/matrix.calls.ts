import { randomUUID } from 'node:crypto';
import { LEGAL_VERSIONS } from '#shared/legal-versions';
import {
  agencies,
  applications,
  departmentMembers,
  requestOffers,
  staffDocuments,
  pushSubscriptions,
  unavailability,
} from '#server/db/schema/index';
import { signedDocumentPath } from '#server/modules/documents/documents.service';
import { requestOf } from '../agency-fixtures';
import { TEST_JWT_SECRET } from '../app';
import { validValue, type ApiRoute } from './openapi-routes';
import { WRONG_TOKEN, defaultParam } from './matrix.params';

export { WRONG_TOKEN };
import {
  freshInvoice,
  pendingInvitation,
  spareDepartment,
  type Principal,
  type World,
} from './world';

/** How the matrix calls a route: which of the world's ids fill its path, and what it sends. */

export type Call = {
  url: string;
  payload?: unknown;
  freshSession?: boolean;
  /** Ends every session of the caller: the principal signs in again before the next cell. */
  endsAllSessions?: boolean;
  after?: () => Promise<void>;
};

type Special = (world: World) => Promise<{
  params?: Record<string, string>;
  payload?: unknown;
  query?: string;
  freshSession?: boolean;
  endsAllSessions?: boolean;
  after?: () => Promise<void>;
}>;

/**
 * Each fresh application is for a week of its own: a selected doctor is booked that day. Within the
 * agency's permit (a year from today), one shift a week breaks no working-time rule on any weekday.
 */
let freshApplications = 0;

/** A request of organisation A's department with an application of agency A, for a call that uses it up. */
async function freshApplication(world: World) {
  freshApplications += 1;
  const request = await requestOf(
    world.ctx,
    { id: world.ids.organisation },
    {
      departmentId: world.ids.department,
      startsInDays: 30 + 7 * freshApplications,
    },
  );
  const [application] = await world.ctx.db
    .insert(applications)
    .values({
      requestId: request.id,
      userId: world.ids.staff,
      agencyId: world.ids.agency,
      hourlyRate: 90,
    })
    .returning();
  return { request: request.id, application: application!.id };
}

/** Calls that change what later cells see get their own resources, so each cell starts alike. */
const SPECIAL: Record<string, Special> = {
  'POST /api/auth/logout': async () => ({ freshSession: true }),
  'POST /api/auth/logout-everywhere': async () => ({ endsAllSessions: true }),
  'DELETE /api/me': async () => ({ payload: { password: 'not-the-password' } }),
  // A new permit sends the agency back to vetting: restore it, or every later agency cell is refused.
  'PUT /api/agency/me/permit': async (world) => ({
    payload: {
      permitNumber: 'AÜ 2/2030',
      permitAuthority: 'Bundesagentur für Arbeit',
      permitValidUntil: '2099-12-31',
    },
    after: async () => {
      await world.ctx.db
        .update(agencies)
        .set({ vettingState: 'vetted', permitValidUntil: '2099-12-31' });
    },
  }),
  'GET /api/job/calendar': async () => ({
    query: 'from=2030-01-01T00:00:00.000Z&to=2030-02-01T00:00:00.000Z',
  }),
  ...Object.fromEntries(
    ['fill', 'pool', 'external', 'promise'].map((report): [string, Special] => [
      `GET /api/reports/${report}`,
      async (world) => ({
        query: `from=2030-01-01&to=2030-12-31&departmentIds=${world.ids.department}`,
      }),
    ]),
  ),
  'PATCH /api/organisation/:id/settings': async () => ({
    payload: { internalHourlyCostCents: 4_250 },
  }),
  // The versions in effect: accepting them again changes nothing later cells see.
  'POST /api/user/consent': async () => ({
    payload: {
      terms: LEGAL_VERSIONS.terms[0]!.version,
      privacy: LEGAL_VERSIONS.privacy[0]!.version,
    },
  }),
  // Agency A's staff member with agency A's documents: another agency must not apply with them.
  'POST /api/agency/jobs/:id/applications': async (world) => {
    const request = await requestOf(
      world.ctx,
      { id: world.ids.organisation },
      { departmentId: world.ids.department },
    );
    return {
      params: { id: request.id },
      payload: {
        customerId: world.ids.staff,
        hourlyRate: 90,
        documents: {
          cv: { documentId: world.ids.document },
          approbation: { fileId: world.ids.pdf },
          specialist_diploma: { fileId: world.ids.pdf },
        },
      },
    };
  },
  'POST /api/me/unavailability': async () => ({
    payload: { startsAt: '2032-01-01T00:00:00.000Z', endsAt: '2032-01-02T00:00:00.000Z' },
  }),
  'POST /api/job/:id/applicants/:applicationId/select': async (world) => {
    const fresh = await freshApplication(world);
    return { params: { id: fresh.request, applicationId: fresh.application } };
  },
  'POST /api/agency/applications/:id/withdraw': async (world) => ({
    params: { id: (await freshApplication(world)).application },
  }),
  'POST /api/offers/:offerId/answer': async (world) => {
    const request = await requestOf(
      world.ctx,
      { id: world.ids.organisation },
      { departmentId: world.ids.department, state: 'internal_adv' },
    );
    const [offer] = await world.ctx.db
      .insert(requestOffers)
      .values({ requestId: request.id, userId: world.ids.nurse, stage: 'department_pool' })
      .returning();
    return { params: { offerId: offer!.id }, payload: { answer: 'declined' } };
  },
  'POST /api/offers/:offerId/undo-decline': async (world) => {
    const request = await requestOf(
      world.ctx,
      { id: world.ids.organisation },
      { departmentId: world.ids.department, state: 'internal_adv' },
    );
    const [offer] = await world.ctx.db
      .insert(requestOffers)
      .values({
        requestId: request.id,
        userId: world.ids.nurse,
        stage: 'department_pool',
        answer: 'declined',
        answeredAt: new Date(),
      })
      .returning();
    return { params: { offerId: offer!.id } };
  },
  // A name of its own per call: a name taken by an earlier cell would answer 400 instead.
  'POST /api/admin/organisations/:orgId/departments': async () => ({
    payload: { departmentName: `Matrix ${randomUUID().slice(0, 8)}`, skills: ['Pflege'] },
  }),
  'POST /api/organisation/:id/departments': async () => ({
    payload: { name: `Matrix ${randomUUID().slice(0, 8)}` },
  }),
  // A spare department: renaming the world's department would change what later cells see.
  'PATCH /api/organisation/:id/departments/:depId': async (world) => ({
    params: { depId: await spareDepartment(world) },
    payload: { name: `Matrix ${randomUUID().slice(0, 8)}` },
  }),
  'DELETE /api/organisation/:id/departments/:depId': async (world) => ({
    params: { depId: await spareDepartment(world) },
  }),
  'DELETE /api/agency/staff/:userId/documents/:documentId': async (world) => {
    const [document] = await world.ctx.db
      .insert(staffDocuments)
      .values({
        agencyId: world.ids.agency,
        userId: world.ids.staff,
        kind: 'approbation',
        fileId: world.ids.image,
        originalName: 'a.pdf',
      })
      .returning();
    return { params: { documentId: document!.id } };
  },
  'DELETE /api/me/unavailability/:id': async (world) => {
    const [absence] = await world.ctx.db
      .insert(unavailability)
      .values({
        userId: world.ids.nurse,
        startsAt: new Date('2031-01-01T00:00:00Z'),
        endsAt: new Date('2031-01-02T00:00:00Z'),
      })
      .returning();
    return { params: { id: absence!.id } };
  },
  'POST /api/me/push-subscriptions': async () => ({
    payload: {
      endpoint: `https://push.example.com/matrix/${randomUUID()}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  }),
  'DELETE /api/me/push-subscriptions/:id': async (world) => {
    const [device] = await world.ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: world.ids.nurse,
        endpoint: `https://push.example.com/matrix/${randomUUID()}`,
        p256dh: 'p',
        auth: 'a',
      })
      .returning();
    return { params: { id: device!.id } };
  },
  // Public by token: a wrong token or signature must be refused.
  'GET /api/documents/:id/download': async () => ({
    query: `expires=${4102444800000}&signature=${WRONG_TOKEN}`,
  }),
  'GET /api/offers/by-token': async () => ({ query: `token=${WRONG_TOKEN}` }),
  'POST /api/offers/answer-by-token': async () => ({
    payload: { token: WRONG_TOKEN, answer: 'declined' },
  }),
  'GET /api/notifications/stream': async () => ({ query: `ticket=${WRONG_TOKEN}` }),
  'POST /api/invitations/accept': async () => ({
    payload: {
      token: WRONG_TOKEN,
      firstName: 'Eva',
      lastName: 'Example',
      password: 'Fuzz-Passwort-2030',
    },
  }),
  // Consent: each cell answers, withdraws or leaves its own fresh invitation or membership.
  'DELETE /api/agency/staff/invitations/:invitationId': async (world) => ({
    params: { invitationId: await pendingInvitation(world, { membership: 'agency_customer' }) },
  }),
  'DELETE /api/organisation/:id/departments/:depId/:kind/invitations/:invitationId': async (
    world,
  ) => ({
    params: { invitationId: await pendingInvitation(world, { membership: 'department_user' }) },
  }),
  'POST /api/me/invitations/:invitationId/accept': async (world) => ({
    params: {
      invitationId: await pendingInvitation(
        world,
        { membership: 'department_customer', departmentId: await spareDepartment(world) },
        world.ids.nurse,
      ),
    },
  }),
  'POST /api/me/invitations/:invitationId/decline': async (world) => ({
    params: {
      invitationId: await pendingInvitation(
        world,
        { membership: 'department_customer', departmentId: await spareDepartment(world) },
        world.ids.nurse,
      ),
    },
  }),
  'DELETE /api/me/memberships/:kind/:targetId': async (world) => {
    const departmentId = await spareDepartment(world);
    await world.ctx.db
      .insert(departmentMembers)
      .values({ departmentId, userId: world.ids.nurse, kind: 'customer' });
    return { params: { kind: 'department_customer', targetId: departmentId } };
  },
  'POST /api/membership-invitations/view': async () => ({ payload: { token: WRONG_TOKEN } }),
  'POST /api/membership-invitations/accept': async () => ({ payload: { token: WRONG_TOKEN } }),
  'POST /api/membership-invitations/decline': async () => ({ payload: { token: WRONG_TOKEN } }),
  'GET /api/calendar/:token.ics': async () => ({ params: { token: WRONG_TOKEN } }),
  // Paying and cancelling change the invoice: each cell gets an invoice of its own.
  'POST /api/admin/invoices/:id/paid': async (world) => ({
    params: { id: (await freshInvoice(world.ctx, world.ids.placement)).id },
  }),
  'POST /api/admin/invoices/:id/cancellation': async (world) => ({
    params: { id: (await freshInvoice(world.ctx, world.ids.placement)).id },
  }),
  // A billing run of a month long past: nothing to bill, so the cells do not change each other's world.
  'POST /api/admin/invoices/runs': async () => ({ payload: { month: '2020-01' } }),
  // Timesheets: an id that does not exist, with a valid body; settings of A's organisation.
  'POST /api/timesheets/:id/confirm': async () => ({
    params: { id: randomUUID() },
    payload: { asBooked: true },
  }),
  'GET /api/timesheets/week': async () => ({ query: 'week=2030-01-07' }),
  'POST /api/timesheets/approve': async () => ({ payload: { ids: [randomUUID()] } }),
  'POST /api/timesheets/:id/correct': async () => ({
    params: { id: randomUUID() },
    payload: {
      start: '2030-01-07T06:00:00.000Z',
      end: '2030-01-07T14:00:00.000Z',
      breakMinutes: 30,
      reason: 'Matrix',
    },
  }),
  'PUT /api/timesheets/settings/:orgId': async () => ({ payload: { autoApproveAfterDays: null } }),
  // Bulk deletes name an id that does not exist: the guard is what is tested, not the deletion.
  'POST /api/notifications/read': async () => ({ payload: { ids: [randomUUID()] } }),
};

export async function callFor(world: World, route: ApiRoute): Promise<Call> {
  const special = (await SPECIAL[route.key]?.(world)) ?? {};
  const params = Object.fromEntries(
    route.params.map((param) => [
      param.name,
      special.params?.[param.name] ?? defaultParam(route.path, param.name, world.ids),
    ]),
  );
  // `:token.ics` is one segment in Fastify's syntax; fill the parameter and keep the suffix.
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  const query =
    special.query ??
    new URLSearchParams(
      route.query
        .filter((param) => param.required)
        .map((param) => [param.name, String(validValue(param.schema, param.name))]),
    ).toString();
  return {
    url: query ? `${url}?${query}` : url,
    payload: special.payload ?? (route.body ? validValue(route.body) : undefined),
    freshSession: special.freshSession,
    endsAllSessions: special.endsAllSessions,
    after: special.after,
  };
}

/** A cell of FILE_MATRIX: what the principal sends; `upload` is a multipart body instead of JSON. */
export type FileCall = { method: 'GET' | 'POST'; url: string; payload?: unknown; upload?: Buffer };

/** Agency B's dispatcher acts on B's own staff member and document, everyone else on A's. */
export async function fileCallFor(
  world: World,
  cell: string,
  principal: Principal,
): Promise<FileCall> {
  const { ids } = world;
  const staff = principal === 'OTHER_AGENCY' ? ids.otherStaff : ids.staff;
  const document = principal === 'OTHER_AGENCY' ? ids.otherDocument : ids.document;
  switch (cell) {
    case 'POST /api/files with the bytes of A’s PDF':
      return { method: 'POST', url: '/api/files?purpose=document', upload: world.pdfBytes };
    case 'GET /api/files/:id of A’s PDF':
      return { method: 'GET', url: `/api/files/${ids.pdf}` };
    case 'POST /api/agency/staff/:userId/documents with A’s PDF':
      return {
        method: 'POST',
        url: `/api/agency/staff/${staff}/documents`,
        payload: { kind: 'cv', fileId: ids.pdf },
      };
    case 'POST /api/agency/jobs/:id/applications with A’s PDF': {
      // A request of its own per cell: a person applies to a request once.
      const request = await requestOf(
        world.ctx,
        { id: ids.organisation },
        { departmentId: ids.department },
      );
      const file = { fileId: ids.pdf };
      return {
        method: 'POST',
        url: `/api/agency/jobs/${request.id}/applications`,
        payload: {
          customerId: staff,
          hourlyRate: 90,
          documents: { cv: file, approbation: file, specialist_diploma: file },
        },
      };
    }
    case 'POST /api/documents/:id/link of a document on A’s PDF':
      return { method: 'POST', url: `/api/documents/${document}/link` };
    case 'GET /api/documents/:id/download signed for a document on A’s PDF':
      // A link as the old code would have signed it: the signature is valid, the file is not B's.
      return {
        method: 'GET',
        url: signedDocumentPath(TEST_JWT_SECRET, document, Date.now() + 60_000),
      };
  }
  throw new Error(`no call for the file cell ${cell}: add it to fileCallFor`);
}
