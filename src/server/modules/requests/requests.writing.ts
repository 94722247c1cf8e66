import type { z } from 'zod';
import {
  REQUEST_MESSAGE_KEYS,
  type StaffRequest,
  type createRequestBodySchema,
  type updateRequestBodySchema,
} from '#shared/contracts/requests';
import { EDITABLE_REQUEST_STATES } from '#shared/request-states';
import { AppError } from '#server/errors';
import { diffChanges } from '#server/lib/field-changes';
import { insertAudit } from '#server/modules/audit/audit.service';
import type { MatchingChange } from './requests.ports';
import {
  DEFAULTS,
  blankToNull,
  createRequestChecks,
  kindOfType,
  payOf,
  shiftTypeKey,
  type ShiftBody,
} from './requests.checks';
import {
  REQUEST_CHECK_KEYS,
  fail,
  type RequestActor,
  type RequestContext,
} from './requests.context';
import {
  fieldOfWard,
  findRequestsForUpdate,
  listShiftsOf,
  type RequestRow,
} from './requests.queries';
import {
  deleteShiftsOf,
  insertRequest,
  insertShifts,
  setShiftDepartment,
  updateRequest,
} from './requests.writing.queries';

// Writing: creating and editing a request with its shifts, audited, the engine told.

type CreateBody = z.output<typeof createRequestBodySchema>;
type UpdateBody = z.output<typeof updateRequestBodySchema>;

/** What the audit keeps of a request: the fields a user edits, dates as [start, end] pairs. */
function auditView(request: RequestRow, shifts: { startsAt: Date; endsAt: Date }[]) {
  return {
    title: request.title,
    subtitle: request.subtitle,
    description: request.description,
    departmentId: request.departmentId,
    qualification: request.qualification,
    shiftType: request.shiftType,
    field: request.field,
    contractType: request.contractType,
    skills: request.skills,
    timeLimitHours: request.timeLimitHours,
    specialistRequired: request.specialistRequired,
    residentAccepted: request.residentAccepted,
    startsImmediately: request.startsImmediately,
    accommodation: request.accommodation,
    payActive: request.payActive,
    payOnCall: request.payOnCall,
    dates: shifts.map((shift) => [shift.startsAt.toISOString(), shift.endsAt.toISOString()]),
  };
}

/** What of an edit the pool matching depends on: the engine matches a running pool stage again. */
function matchingChanges(
  before: RequestRow,
  after: RequestRow,
  shiftsBefore: { startsAt: Date; endsAt: Date }[],
  shiftsAfter: { startsAt: Date; endsAt: Date }[],
): MatchingChange[] {
  const periods = (list: { startsAt: Date; endsAt: Date }[]) =>
    list
      .map((shift) => `${shift.startsAt.getTime()}-${shift.endsAt.getTime()}`)
      .sort()
      .join(',');
  const skills = (list: string[]) =>
    [...new Set(list.map((skill) => skill.toLowerCase()))].sort().join(',');
  const changes: MatchingChange[] = [];
  if (periods(shiftsBefore) !== periods(shiftsAfter)) changes.push('dates');
  if (before.qualification !== after.qualification) changes.push('qualification');
  if (skills(before.skills) !== skills(after.skills)) changes.push('skills');
  if (before.departmentId !== after.departmentId) changes.push('department');
  if (before.timeLimitHours !== after.timeLimitHours) changes.push('timeLimit');
  return changes;
}

export function createRequestWriting(context: RequestContext) {
  const { deps, db, scopeOf, toScope, load, detail } = context;
  const { checkPlacement, checkReferences, checkDates } = createRequestChecks(context);

  /** Shift rows for the dates; an _id is kept when it was a shift of this request. */
  function shiftValues(
    requestId: string,
    organisationId: string,
    departmentId: string | null,
    dates: ShiftBody[],
    ownIds: Set<string> = new Set(),
  ) {
    const used = new Set<string>();
    return dates.map((date) => {
      const keep = date._id && ownIds.has(date._id) && !used.has(date._id) ? date._id : undefined;
      if (keep) used.add(keep);
      return {
        ...(keep ? { id: keep } : {}),
        requestId,
        organisationId,
        departmentId,
        startsAt: new Date(date.startDate),
        endsAt: new Date(date.endDate),
        activity: date.activity,
        dutyKind: date.dutyKind,
        onCallPercent: date.onCallPercent ?? null,
      };
    });
  }

  /**
   * A nursing shift names no field: it has its ward's, so the board's speciality filter finds it
   * (checked by checkReferences like a chosen one).
   */
  const wardField = async (kind: string, departmentId: string | null) =>
    kind === 'staff' && departmentId ? ((await fieldOfWard(db, departmentId)) ?? null) : null;

  const span = (dates: ShiftBody[]) => ({
    firstShiftStart: new Date(Math.min(...dates.map((date) => date.startDate))),
    lastShiftEnd: new Date(Math.max(...dates.map((date) => date.endDate))),
  });

  return {
    async create(actor: RequestActor, body: CreateBody): Promise<StaffRequest> {
      const scope = await scopeOf(actor);
      const kind = kindOfType(body.dates[0]!.type);
      const departmentId = body.orig_dept ?? null;
      const values = {
        qualification:
          blankToNull(body.qualification) ?? (kind === 'staff' ? DEFAULTS.qualification : null),
        shiftType: shiftTypeKey(body.jobType) ?? DEFAULTS.shiftType,
        field: blankToNull(body.field) ?? (await wardField(kind, departmentId)),
        contractType: blankToNull(body.jobOperation) ?? DEFAULTS.contractType,
      };
      fail([
        ...(await checkPlacement(scope, body.organisation, departmentId, kind)),
        ...checkDates(body.dates, kind),
        ...(await checkReferences(values)),
      ]);

      const id = await db.transaction(async (tx) => {
        const requestId = await insertRequest(tx, {
          organisationId: body.organisation,
          departmentId,
          kind,
          // Staff requests go to the ward's pool first; substitute doctors straight to agencies.
          state: kind === 'staff' ? 'internal_adv' : 'external_adv',
          title: body.title,
          subtitle: body.subtitle,
          description: body.desc,
          ...values,
          skills: body.skills,
          timeLimitHours: body.timeLimit ? body.timeLimit : null,
          specialistRequired: body.facharzt ?? true,
          residentAccepted: body.assistenzarzt ?? true,
          startsImmediately: body.immediate ?? true,
          accommodation: body.accomodation ?? false,
          ...payOf(body.salary),
          ...span(body.dates),
          createdBy: actor.userId,
        });
        const shiftRows = shiftValues(requestId, body.organisation, departmentId, body.dates);
        await insertShifts(tx, shiftRows);
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'request',
          entityId: requestId,
          action: 'create',
          changes: [
            { field: 'title', old: null, new: body.title },
            { field: 'organisationId', old: null, new: body.organisation },
            { field: 'departmentId', old: null, new: departmentId },
            {
              field: 'dates',
              old: null,
              new: shiftRows.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]),
            },
          ],
        });
        // The pool is asked in this transaction: no request exists without its offers and deadline.
        await deps.lifecycle?.created(tx, requestId, actor.userId);
        return requestId;
      });
      // The pool's members, stored as one fan-out row above and told live on its commit, get
      // their offers, notifications and e-mails before the answer.
      await deps.lifecycle?.settle?.(id);
      return detail(toScope(scope), id);
    },

    async update(actor: RequestActor, id: string, body: UpdateBody): Promise<StaffRequest> {
      const scope = await scopeOf(actor);
      const requestScope = toScope(scope);
      const current = await load(requestScope, id);
      const before = current.request;
      if (!EDITABLE_REQUEST_STATES.includes(before.state))
        throw new AppError('REQUEST_NOT_EDITABLE');
      if (body.organisation !== before.organisationId) {
        fail([{ field: 'organisation', key: REQUEST_CHECK_KEYS.organisationCannotChange }]);
      }
      const kind = before.kind;
      const departmentId = body.orig_dept === undefined ? before.departmentId : body.orig_dept;
      const existingShifts = await listShiftsOf(db, [id]);
      const kept = new Map(existingShifts.map((shift) => [shift.id, shift]));

      const changes: Partial<typeof before> = { title: body.title, departmentId };
      if (body.desc !== undefined) changes.description = body.desc;
      if (body.subtitle !== undefined) changes.subtitle = body.subtitle;
      if (body.skills !== undefined) changes.skills = body.skills;
      if (body.qualification !== undefined) {
        changes.qualification =
          blankToNull(body.qualification) ?? (kind === 'staff' ? DEFAULTS.qualification : null);
      }
      if (body.jobType !== undefined)
        changes.shiftType = shiftTypeKey(body.jobType) ?? DEFAULTS.shiftType;
      if (body.field !== undefined) changes.field = blankToNull(body.field);
      else if (departmentId !== before.departmentId && kind === 'staff')
        changes.field = await wardField(kind, departmentId);
      if (body.jobOperation !== undefined)
        changes.contractType = blankToNull(body.jobOperation) ?? DEFAULTS.contractType;
      if (body.timeLimit !== undefined)
        changes.timeLimitHours = body.timeLimit ? body.timeLimit : null;
      if (body.salary !== undefined) Object.assign(changes, payOf(body.salary));
      if (body.accomodation !== undefined) changes.accommodation = body.accomodation;
      if (body.facharzt !== undefined) changes.specialistRequired = body.facharzt;
      if (body.assistenzarzt !== undefined) changes.residentAccepted = body.assistenzarzt;
      if (body.immediate !== undefined) changes.startsImmediately = body.immediate;
      if (body.dates) Object.assign(changes, span(body.dates));

      const after = { ...before, ...changes };
      const problems = [
        ...(departmentId !== before.departmentId || body.orig_dept !== undefined
          ? await checkPlacement(scope, before.organisationId, departmentId, kind)
          : []),
        ...(kind === 'substitute_doctor' && !after.field
          ? [{ field: 'field', key: REQUEST_MESSAGE_KEYS.field }]
          : []),
        ...(body.dates ? checkDates(body.dates, kind, kept) : []),
        ...(await checkReferences({
          qualification: changes.qualification,
          shiftType: changes.shiftType,
          field: changes.field,
          contractType: changes.contractType,
        })),
      ];
      fail(problems);

      await db.transaction(async (tx) => {
        // Under the row lock: a selection, cancellation or deadline since the read above waits or has won.
        const [locked] = await findRequestsForUpdate(tx, requestScope, [id]);
        if (!locked) throw new AppError('NOT_FOUND');
        if (!EDITABLE_REQUEST_STATES.includes(locked.state))
          throw new AppError('REQUEST_NOT_EDITABLE');
        await updateRequest(tx, id, changes);
        let shiftsAfter: { startsAt: Date; endsAt: Date }[] = existingShifts;
        if (body.dates) {
          // Replace in two statements; ids the client sent back are kept, so links to a shift stay.
          const rows = shiftValues(
            id,
            before.organisationId,
            departmentId,
            body.dates,
            new Set(kept.keys()),
          );
          await deleteShiftsOf(tx, id);
          await insertShifts(tx, rows);
          shiftsAfter = rows;
        } else if (departmentId !== before.departmentId) {
          await setShiftDepartment(tx, id, departmentId);
        }
        const diff = diffChanges(auditView(before, existingShifts), auditView(after, shiftsAfter));
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'request',
          entityId: id,
          action: 'update',
          changes: diff,
        });
        const matching = matchingChanges(before, after, existingShifts, shiftsAfter);
        if (matching.length > 0)
          await deps.lifecycle?.changed(tx, { requestId: id, changes: matching }, actor.userId);
      });
      return detail(requestScope, id);
    },
  };
}
