import type { AuegStatus } from '#shared/contracts/aueg';
import type { ApplicantDetail, DocumentRef, Placement } from '#shared/contracts/job-board';
import type { SelectionResponse } from '#shared/contracts/selection';
import type { SelectBody } from '#shared/contracts/working-time';
import type { RequestState } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import { dialogFigures } from '#server/modules/compliance/compliance.service';
import { assertSelectable } from '#server/modules/compliance/compliance.service';
import { insertAudit } from '#server/modules/audit/audit.service';
import { assertFreeToBook } from '#server/modules/bookings/bookings.service';
import { enforceWorkingTime } from '#server/modules/compliance/compliance.service';
import type { RequestLifecycle } from '#server/modules/requests/requests.service';
import type { Mailer } from '#server/modules/mail/mail.service';
import { mailSlot } from '#server/modules/mail/mail.service';
import { findRequestsForUpdate, listShiftsOf } from '#server/modules/requests/requests.service';
import { updateRequest } from '#server/modules/requests/requests.service';
import type { RequestActor, RequestService } from '#server/modules/requests/requests.service';
import { readCommissionRate } from '#server/modules/settings/settings.service';
import type { TimesheetService } from '#server/modules/timesheets/timesheets.service';
import { dialogApplicantsJson, toDialogApplicants } from './selection.dialog.queries';
import * as q from './selection.queries';
import { placementFigures } from './selection.rules';

/**
 * Where a selection takes a request: an agency's applicant fills an external request; a pool
 * member who accepted fills it internally at any step of the ladder before it is filled (the
 * manager may still pick them during HR review, the other pools or the agencies' turn).
 * Anything else (filled, cancelled, an agency on a request not yet open to agencies) is refused.
 */
const SELECTABLE_STATES: readonly RequestState[] = [
  'internal_adv',
  'hr_review',
  'pool_adv',
  'external_adv',
];
function filledStateOf(state: RequestState, byAgency: boolean): RequestState | undefined {
  if (!SELECTABLE_STATES.includes(state)) return undefined;
  if (!byAgency) return 'internal_fill';
  return state === 'external_adv' ? 'external_fill' : undefined;
}

type ApplicantRow = Awaited<ReturnType<typeof q.listApplicantDetails>>[number];

function toApplicant(
  row: ApplicantRow,
  documents: DocumentRef[],
  aueg: AuegStatus | null,
  figures: Pick<ApplicantDetail, 'workingTime' | 'fairness'>,
): ApplicantDetail {
  return {
    ...figures,
    _id: row.id,
    state: row.state,
    hourlyRate: row.hourlyRate,
    agency: row.agencyId ? { _id: row.agencyId, name: row.agencyName ?? '' } : null,
    user: {
      _id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      qualification: row.qualification,
      skills: row.skills,
    },
    // Links are made on demand (POST /api/documents/:id/link): they expire, a list would go stale.
    documents,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    aueg,
  };
}

export function toPlacement(row: q.PlacementRow): Placement {
  return {
    _id: row.id,
    requestId: row.requestId,
    applicationId: row.applicationId,
    agencyId: row.agencyId,
    userId: row.userId,
    hourlyRate: row.hourlyRate,
    hours: row.hours,
    orderValue: row.orderValue,
    commissionRate: row.commissionRate,
    commission: row.commission,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `lifecycle`: the engine, told of the fill in the same transaction (timeline, everyone asked). */
export function createSelectionService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  lifecycle?: Pick<RequestLifecycle, 'filled'>;
  /** The requests module decides the scope (out of scope is not found) and maps the answer. */
  requests: Pick<RequestService, 'find' | 'findWithShifts' | 'get'>;
  /** Makes the placement's timesheets, one per shift, in the selection's transaction. */
  timesheets?: Pick<TimesheetService, 'placed'>;
  /** "Today" for the staff-leasing months and the permit and the working-time figures. */
  clock?: Clock;
}) {
  const { db, mailer, publicUrl, requests } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();

  /**
   * Who hears about an application's outcome: its agency's dispatchers and whoever submitted it,
   * or, for a pool member who applied themself, that person (self: the mail says "you").
   */
  async function audienceOf(tx: Db, rows: ApplicantRow[]) {
    const agencyIds = [...new Set(rows.flatMap((row) => (row.agencyId ? [row.agencyId] : [])))];
    const direct = rows.flatMap((row) =>
      row.agencyId ? (row.submittedBy ? [row.submittedBy] : []) : [row.userId],
    );
    const [dispatchers, people] = await Promise.all([
      q.findDispatchers(tx, agencyIds),
      q.findRecipients(tx, [...new Set(direct)]),
    ]);
    const byId = new Map(people.map((person) => [person.id, person]));
    return (row: ApplicantRow) => {
      if (!row.agencyId) {
        const person = byId.get(row.userId);
        return person ? [{ recipient: person, self: true }] : [];
      }
      const submitter = row.submittedBy ? byId.get(row.submittedBy) : undefined;
      const all = [
        ...dispatchers.filter((dispatcher) => dispatcher.agencyId === row.agencyId),
        ...(submitter ? [submitter] : []),
      ];
      const unique = [...new Map(all.map((recipient) => [recipient.id, recipient])).values()];
      return unique.map((recipient) => ({ recipient, self: false }));
    };
  }

  return {
    /** Every application of a request in the actor's scope, with its documents (withdrawn ones too). */
    async applicants(
      actor: RequestActor,
      requestId: string,
    ): Promise<{ items: ApplicantDetail[] }> {
      // The request in the scope with its shifts, applications and their documents in one
      // statement; their figures in a second.
      const found = await requests.findWithShifts(actor, requestId, {
        which: 'applicants',
        columns: { applicants: dialogApplicantsJson },
      });
      const rows = toDialogApplicants(found.applicants);
      const figures = await dialogFigures(
        db,
        {
          id: requestId,
          organisationId: found.request.organisationId,
          kind: found.request.kind,
          shifts: found.shifts,
        },
        rows,
        now(),
      );
      return {
        items: rows.map((row) =>
          toApplicant(
            row,
            row.documents,
            row.agencyId ? (figures.aueg.get(row.userId) ?? null) : null,
            {
              workingTime: figures.workingTime(row.userId),
              fairness: figures.fairness(row.userId),
            },
          ),
        ),
      };
    },

    /**
     * Selects one applicant. The request row is locked first (SELECT … FOR UPDATE), so of two
     * selections at once the second waits, then finds the request filled and is refused: one
     * winner, one placement. Then the person's bookings (any clinic): shifts that overlap one of
     * theirs are refused. Everything, the mails included (outbox), is one transaction.
     */
    async select(
      actor: RequestActor,
      requestId: string,
      applicationId: string,
      body: SelectBody = undefined,
    ): Promise<SelectionResponse> {
      const found = await requests.find(actor, requestId);
      const placement = await db.transaction(async (tx) => {
        // The scope was checked by find; the lock only re-reads the state under the lock.
        const [locked] = await findRequestsForUpdate(tx, { all: true }, [requestId]);
        if (!locked) throw new AppError('NOT_FOUND');
        if (!SELECTABLE_STATES.includes(locked.state)) throw new AppError('REQUEST_NOT_OPEN');
        const application = await q.findApplicationOfRequest(tx, requestId, applicationId);
        if (!application) throw new AppError('NOT_FOUND');
        if (application.state !== 'applied') throw new AppError('APPLICATION_NOT_OPEN');
        const filledState = filledStateOf(locked.state, application.agencyId !== null);
        if (!filledState) throw new AppError('REQUEST_NOT_OPEN');
        // The person's bookings locked before anything reads them: of two bookings of one person
        // at once (two clinics) the second waits, then finds the first and is refused.
        await assertFreeToBook(tx, { userId: application.userId, requestId });
        const shifts = await listShiftsOf(tx, [requestId]);
        const { organisationId } = found.request;
        if (application.agencyId)
          await assertSelectable(tx, {
            ...application,
            agencyId: application.agencyId,
            organisationId,
            requestId,
            shifts,
            now: now(),
          });
        // ArbZG across the platform: hard limits refuse, warnings need a reason.
        await enforceWorkingTime(tx, {
          requestId,
          userId: application.userId,
          actorId: actor.userId,
          overrideReason: body?.overrideReason,
        });

        await q.markSelected(tx, application.id, actor.userId);
        const notSelected = new Set(
          (await q.markOthersNotSelected(tx, requestId, application.id, actor.userId)).map(
            (row) => row.id,
          ),
        );
        await updateRequest(tx, requestId, { state: filledState });
        await deps.lifecycle?.filled(
          tx,
          { requestId, applicationId: application.id, userId: application.userId },
          actor.userId,
        );

        // Agencies owe the commission; a pool member's own clinic owes the platform nothing.
        const figures = placementFigures({
          hourlyRate: application.hourlyRate ?? 0,
          shifts,
          commissionRate: application.agencyId ? await readCommissionRate(tx) : 0,
        });
        const row = await q.insertPlacement(tx, {
          applicationId: application.id,
          requestId,
          organisationId: found.request.organisationId,
          agencyId: application.agencyId,
          userId: application.userId,
          hourlyRate: application.hourlyRate ?? 0,
          ...figures,
          createdBy: actor.userId,
        });
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'request',
          entityId: requestId,
          action: 'select',
          changes: [
            { field: 'state', old: locked.state, new: filledState },
            { field: 'selectedApplicationId', old: null, new: application.id },
            { field: 'notSelectedApplicationIds', old: null, new: [...notSelected] },
          ],
        });
        await deps.timesheets?.placed(tx, row, shifts);
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'placement',
          entityId: row.id,
          action: 'create',
          changes: Object.entries(figures).map(([field, value]) => ({
            field,
            old: null,
            new: value,
          })),
        });

        const applicants = await q.listApplicantDetails(tx, requestId);
        const told = applicants.filter(
          (candidate) => candidate.id === application.id || notSelected.has(candidate.id),
        );
        const audience = await audienceOf(tx, told);
        const common = {
          title: locked.title,
          organisation: found.organisationName,
          dates: shifts.map((shift) => ({ start: shift.startsAt, end: shift.endsAt })),
          timeZone: found.organisationTimeZone,
        };
        for (const applicant of told) {
          const person = {
            id: applicant.userId,
            name: `${applicant.firstName} ${applicant.lastName}`,
          };
          for (const { recipient, self } of audience(applicant)) {
            const shared = {
              ...common,
              firstName: recipient.firstName,
              // The agency's mail names its staff member through a slot kept beside their id.
              person: self ? null : mailSlot('person'),
            };
            await mailer.enqueue(tx, {
              to: recipient.email,
              language: recipient.language,
              ...(self ? {} : { about: person }),
              mail:
                applicant.id === application.id
                  ? {
                      template: 'application_selected',
                      ...shared,
                      link: self ? null : `${publicUrl}/${recipient.language}/agency/applied-jobs`,
                    }
                  : { template: 'application_not_selected', ...shared },
            });
          }
        }
        return row;
      });
      return { request: await requests.get(actor, requestId), placement: toPlacement(placement) };
    },
  };
}

export type SelectionService = ReturnType<typeof createSelectionService>;
