import { calendarDay } from '#shared/format';
import type { z } from 'zod';
import type {
  AgencyApplication,
  DocumentChoice,
  JobBoardDetail,
  JobBoardItem,
  agencyApplicationsQuerySchema,
  applyBodySchema,
  jobBoardQuerySchema,
} from '#shared/contracts/job-board';
import { REQUEST_TYPE_OF_KIND, agencyMayServe, type DocumentKind } from '#shared/request-states';
import { applicationDocuments, type ApplicationDocument } from '#shared/application-documents';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { startOfGermanDay, systemClock, type Clock } from '#server/lib/clock';
import { insertAudit } from '#server/modules/audit/audit.service';
import * as documents from '#server/modules/documents/documents.service';
import {
  addStaffDocument,
  isExpired,
  toDocumentRefs,
} from '#server/modules/documents/documents.service';
import * as members from '#server/modules/members/members.service';
import {
  findAgencyOfUser,
  standingOfActor,
  type AgencyActor,
  type AgencyStanding,
} from '#server/modules/agency-scope/agency-scope.service';
import * as q from './job-board.queries';
import * as applicationsQ from './job-board.applications.queries';

type BoardQuery = z.output<typeof jobBoardQuerySchema>;
type ApplyBody = z.output<typeof applyBodySchema>;
type ApplicationsQuery = z.output<typeof agencyApplicationsQuerySchema>;
type BoardRow = Awaited<ReturnType<typeof q.pageBoard>>['rows'][number];

const DAY_MS = 86_400_000;

function salaryOf(request: BoardRow['request']) {
  return [
    ...(request.payActive !== null ? [{ activity: 'Aktiv', cost: request.payActive }] : []),
    ...(request.payOnCall !== null
      ? [{ activity: 'Bereitschaftsdienst', cost: request.payOnCall }]
      : []),
  ];
}

function toItem({
  request: r,
  organisation,
  shiftCount,
  myApplicationCount,
}: BoardRow): JobBoardItem {
  return {
    _id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    begin: r.firstShiftStart.getTime(),
    end: r.lastShiftEnd.getTime(),
    organisation: {
      name: organisation.name,
      postcode: organisation.postcode,
      city: organisation.city,
    },
    organisationTimeZone: organisation.timeZone,
    kind: r.kind,
    field: r.field,
    qualification: r.kind === 'staff' ? r.qualification : null,
    contractType: r.contractType,
    accommodation: r.accommodation,
    // A nursing shift's doctor flags are the columns' defaults, not an offer to doctors.
    facharzt: r.kind === 'substitute_doctor' && r.specialistRequired,
    assistenzarzt: r.kind === 'substitute_doctor' && r.residentAccepted,
    documents: applicationDocuments(r),
    immediate: r.startsImmediately,
    salary: salaryOf(r),
    shiftCount,
    myApplicationCount,
    createdAt: r.createdAt.toISOString(),
  };
}

function toAgencyApplications(rows: applicationsQ.AgencyApplicationRow[]): AgencyApplication[] {
  return rows.map(
    ({ application: a, documents, customer, request, organisationName, organisationTimeZone }) => ({
      _id: a.id,
      state: a.state,
      hourlyRate: a.hourlyRate,
      customer: { _id: customer.id, firstName: customer.firstName, lastName: customer.lastName },
      request: {
        _id: request.id,
        title: request.title,
        state: request.state,
        organisationName,
        organisationTimeZone,
        begin: request.firstShiftStart.getTime(),
        end: request.lastShiftEnd.getTime(),
      },
      documents: toDocumentRefs(documents),
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    }),
  );
}

/**
 * The agency side of requests: the board of open external requests, applying with a staff
 * member, a rate and the documents the request asks for, and the agency's own applications.
 */
export function createJobBoardService(deps: { db: Db; clock?: Clock }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();

  async function agencyOf(actorId: string) {
    const agency = await findAgencyOfUser(db, actorId);
    if (!agency) throw new AppError('NOT_FOUND');
    return agency;
  }

  /**
   * Only a vetted agency whose permit still runs sees the board. The answer is the same whatever
   * request is asked for, so it tells nothing about requests.
   */
  async function boardAgencyOf(
    actor: AgencyActor,
  ): Promise<{ agency: AgencyStanding; board: q.BoardAgency }> {
    const agency = await standingOfActor(db, actor);
    if (
      !agency ||
      agency.vettingState !== 'vetted' ||
      !agency.permitValidUntil ||
      agency.permitValidUntil < calendarDay(now())
    ) {
      throw new AppError('AGENCY_NOT_VETTED');
    }
    // The permit's last day ends at midnight in Germany (agencyMayServe).
    const dayAfter = new Date(Date.parse(`${agency.permitValidUntil}T00:00:00Z`) + DAY_MS)
      .toISOString()
      .slice(0, 10);
    const permitBound = startOfGermanDay(dayAfter);
    return { agency, board: { id: agency.id, permitBound } };
  }

  /**
   * Each document the request asks for as a staff document of the person: reused if valid, else
   * created from the upload. A required one missing, or one the request does not ask for (a
   * physician's licence for a nursing shift), is refused on its field.
   */
  async function documentsFor(
    tx: Db,
    agency: AgencyStanding,
    customerId: string,
    choices: Partial<Record<DocumentKind, DocumentChoice>>,
    asked: ApplicationDocument[],
    actorId: string,
  ) {
    const problems: { field: string; key: string }[] = [];
    const chosen: { kind: DocumentKind; staffDocumentId: string }[] = [];
    for (const kind of Object.keys(choices) as DocumentKind[]) {
      if (choices[kind] && !asked.some((entry) => entry.kind === kind))
        problems.push({ field: `documents.${kind}`, key: 'Document_not_asked_for' });
    }
    for (const { kind, required } of asked) {
      const choice = choices[kind];
      const field = `documents.${kind}`;
      if (!choice) {
        if (required) problems.push({ field, key: 'Required_files_missing' });
      } else if ('documentId' in choice) {
        const found = await documents.findStaffDocument(tx, choice.documentId);
        const doc = found?.document;
        // Another person's, another agency's, another kind's or a removed document is no document.
        if (
          !doc ||
          doc.agencyId !== agency.id ||
          doc.userId !== customerId ||
          doc.kind !== kind ||
          doc.archivedAt
        ) {
          problems.push({ field, key: 'Required_files_missing' });
        } else if (isExpired(doc.expiresOn, calendarDay(now()))) {
          problems.push({ field, key: 'Document_has_expired' });
        } else {
          chosen.push({ kind, staffDocumentId: doc.id });
        }
      } else if (choice.expiresOn && isExpired(choice.expiresOn, calendarDay(now()))) {
        problems.push({ field, key: 'Document_has_expired' });
      } else {
        try {
          const row = await addStaffDocument(tx, {
            agencyId: agency.id,
            userId: customerId,
            kind,
            fileId: choice.fileId,
            expiresOn: choice.expiresOn,
            uploadedBy: actorId,
            field,
          });
          chosen.push({ kind, staffDocumentId: row.id });
        } catch (error) {
          if (!(error instanceof AppError) || !error.details) throw error;
          problems.push(
            ...error.details.map((detail) => ({
              field: detail.field,
              key: detail.key ?? 'invalid_value',
            })),
          );
        }
      }
    }
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
    return chosen;
  }

  return {
    async board(actor: AgencyActor, query: BoardQuery) {
      const { board } = await boardAgencyOf(actor);
      const { accommodation, ...rest } = query;
      const page = await q.pageBoard(db, board, now(), {
        ...rest,
        accommodation: accommodation === undefined ? undefined : accommodation === 'true',
      });
      return { items: page.rows.map(toItem), total: page.total, totalCapped: page.totalCapped };
    },

    async detail(actor: AgencyActor, requestId: string): Promise<JobBoardDetail> {
      const { agency, board } = await boardAgencyOf(actor);
      const row = await q.findBoardRequest(db, board, now(), requestId);
      if (!row) throw new AppError('NOT_FOUND');
      const mine = await applicationsQ.agencyApplicationsWhere(db, agency.id, { requestId });
      const { detail: r, organisation: o, address: a, poster, shifts } = row;
      return {
        ...toItem(row),
        desc: r.description,
        dates: shifts.map((shift) => ({
          _id: shift.id,
          date: { startDate: shift.startsAt.getTime(), endDate: shift.endsAt.getTime() },
          activity: shift.activity,
          type: REQUEST_TYPE_OF_KIND[row.request.kind],
          dutyKind: shift.dutyKind,
          onCallPercent: shift.onCallPercent,
        })),
        organisation: {
          name: o.name,
          address: a.address,
          postcode: o.postcode,
          city: o.city,
          country: a.country,
          url: a.url,
        },
        department: row.departmentName,
        contact: poster
          ? {
              name: `${poster.firstName} ${poster.lastName}`,
              email: poster.email,
              phone: poster.phone,
            }
          : null,
        myApplications: toAgencyApplications(mine),
      };
    },

    /**
     * One transaction: the request is locked (so a selection or cancellation waits), the person
     * and documents are checked, new uploads go onto the profile, then the application and its
     * documents are written. A withdrawn application of the same person may be submitted again.
     */
    async apply(actorId: string, requestId: string, body: ApplyBody) {
      const { agency } = await boardAgencyOf({ userId: actorId });
      const id = await db.transaction(async (tx) => {
        const request = await q.lockRequest(tx, requestId);
        // Off the board (internal, filled, cancelled, over, beyond the permit): not found.
        const onBoard =
          request?.state === 'external_adv' &&
          request.cancelledAt === null &&
          request.lastShiftEnd > now() &&
          agencyMayServe(agency, request.lastShiftEnd);
        if (!onBoard) throw new AppError('NOT_FOUND');

        if (
          !(await members.isMember(
            tx,
            { scope: 'agency', agencyId: agency.id, kind: 'customer' },
            body.customerId,
          ))
        ) {
          throw new AppError('VALIDATION_FAILED', [
            { field: 'customerId', key: 'Not_a_staff_member' },
          ]);
        }
        const existing = await applicationsQ.findApplicationOf(tx, requestId, body.customerId);
        if (existing && existing.state !== 'withdrawn') {
          throw new AppError('VALIDATION_FAILED', [
            { field: 'customerId', key: 'Already_applied' },
          ]);
        }
        const chosen = await documentsFor(
          tx,
          agency,
          body.customerId,
          body.documents,
          applicationDocuments(request!),
          actorId,
        );
        const values = { agencyId: agency.id, submittedBy: actorId, hourlyRate: body.hourlyRate };
        let applicationId: string;
        if (existing) {
          applicationId = existing.id;
          await applicationsQ.resubmitApplication(tx, existing.id, values);
          await documents.deleteApplicationDocuments(tx, existing.id);
        } else {
          applicationId = await applicationsQ.insertApplication(tx, {
            requestId,
            userId: body.customerId,
            state: 'applied',
            ...values,
          });
        }
        await documents.insertApplicationDocuments(
          tx,
          chosen.map((entry) => ({ applicationId, ...entry })),
        );
        await insertAudit(tx, {
          actorId,
          entityType: 'application',
          entityId: applicationId,
          action: existing ? 'resubmit' : 'apply',
          changes: [
            { field: 'requestId', old: null, new: requestId },
            { field: 'userId', old: null, new: body.customerId },
            { field: 'hourlyRate', old: existing?.hourlyRate ?? null, new: body.hourlyRate },
          ],
        });
        return applicationId;
      });
      const [row] = await applicationsQ.agencyApplicationsWhere(db, agency.id, { id });
      return toAgencyApplications([row!])[0]!;
    },

    /** The agency's applications, also after it lost its vetting: it can still follow and withdraw them. */
    async applications(actor: AgencyActor, query: ApplicationsQuery) {
      const agency = await standingOfActor(db, actor);
      if (!agency) return { items: [], total: 0 };
      const page = await applicationsQ.pageAgencyApplications(db, agency.id, query);
      return {
        items: toAgencyApplications(page.rows),
        total: page.total,
        totalCapped: page.totalCapped,
      };
    },

    async withdraw(actorId: string, applicationId: string) {
      const agency = await agencyOf(actorId);
      const withdrawn = await db.transaction(async (tx) => {
        const done = await applicationsQ.withdrawApplication(tx, agency.id, applicationId, actorId);
        if (done)
          await insertAudit(tx, {
            actorId,
            entityType: 'application',
            entityId: applicationId,
            action: 'withdraw',
          });
        return done;
      });
      const [row] = await applicationsQ.agencyApplicationsWhere(db, agency.id, {
        id: applicationId,
      });
      if (!row) throw new AppError('NOT_FOUND');
      if (!withdrawn) throw new AppError('APPLICATION_NOT_WITHDRAWABLE');
      return toAgencyApplications([row])[0]!;
    },
  };
}

export type JobBoardService = ReturnType<typeof createJobBoardService>;
