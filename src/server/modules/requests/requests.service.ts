import type { z } from 'zod';
import {
  MAX_CALENDAR_WINDOW_DAYS,
  REQUEST_MESSAGE_KEYS,
  type Applicant,
  type CalendarShift,
  type StaffRequest,
  type calendarQuerySchema,
  type createRequestBodySchema,
  type listRequestsQuerySchema,
  type updateRequestBodySchema,
} from '../../../shared/contracts/requests';
import { EDITABLE_REQUEST_STATES, REQUEST_TYPE_OF_KIND, type RequestKind } from '../../../shared/request-states';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { AppError } from '../../errors';
import { diffChanges } from '../../lib/field-changes';
import { insertAudit } from '../audit/audit.queries';
import type { MatchingChange, RequestLifecycle } from '../engine/engine.ports';
import type { Mailer } from '../mail/mail.service';
import {
  mayActOnDepartment,
  mayAdministerOrganisation,
  maySeeOrganisation,
  resolveScope,
  type OrganisationScope,
} from '../organisation-scope/scope.queries';
import * as q from './requests.queries';

type CreateBody = z.output<typeof createRequestBodySchema>;
type UpdateBody = z.output<typeof updateRequestBodySchema>;
type ListQuery = z.output<typeof listRequestsQuerySchema>;
type CalendarQuery = z.output<typeof calendarQuerySchema>;
type ShiftBody = CreateBody['dates'][number];
type Problem = { field: string; key: string };
export interface RequestActor {
  userId: string;
  role: Role;
}

/** Extra validation keys of this module (beside REQUEST_MESSAGE_KEYS); all are in the catalogues. */
export const REQUEST_CHECK_KEYS = {
  unknownOption: 'Unknown_option',
  organisationNotAllowed: 'Organisation_not_allowed',
  organisationCannotChange: 'Organisation_cannot_change',
  departmentNotInOrganisation: 'Department_not_in_organisation',
  departmentNotAllowed: 'Department_not_allowed',
  windowTooLong: 'Window_too_long',
  dateOrder: 'Date_order',
} as const;

/** Shifts may start this long before now: the client's clock may run a little behind. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** First three applicants per row (spec 001 section 9). */
export const APPLICANTS_PER_ROW = 3;
/** A 100-day window of a large organisation stays well below this; it bounds the answer. */
export const MAX_CALENDAR_SHIFTS = 5_000;

const DEFAULTS = {
  qualification: 'Examine Pflegekraft',
  contractType: 'Arbeitnehmerüberlassung',
  shiftType: 'Tagesdienst',
} as const;

/** The spec's client sends 'Tagdienst'; the reference key is 'Tagesdienst'. */
function shiftTypeKey(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return value === 'Tagdienst' ? 'Tagesdienst' : value;
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

function kindOfType(type: ShiftBody['type']): RequestKind {
  return type === REQUEST_TYPE_OF_KIND.substitute_doctor ? 'substitute_doctor' : 'staff';
}

function payOf(salary: { activity: 'Aktiv' | 'Bereitschaftsdienst'; cost: number }[]) {
  return {
    payActive: salary.find((entry) => entry.activity === 'Aktiv')?.cost ?? null,
    payOnCall: salary.find((entry) => entry.activity === 'Bereitschaftsdienst')?.cost ?? null,
  };
}

/**
 * The scope as the request queries filter on it. Departments of organisations the actor
 * administers are dropped: the organisation covers them, and a single `organisation_id IN`
 * (or `department_id IN`) lets the planner seek the (tenant, date) indexes instead of
 * skip-scanning them across every tenant for an OR.
 */
export async function narrowScope(db: Db, scope: OrganisationScope): Promise<q.RequestScope> {
  if (scope.all) return scope;
  const departmentIds =
    scope.adminOrganisationIds.length && scope.departmentIds.length
      ? await q.departmentsOutside(db, scope.departmentIds, scope.adminOrganisationIds)
      : scope.departmentIds;
  return { all: false, adminOrganisationIds: scope.adminOrganisationIds, departmentIds };
}

function toApplicant(row: q.ApplicantRow): Applicant {
  return {
    _id: row.id,
    state: row.state,
    hourlyRate: row.hourlyRate,
    agency: row.agencyId ? { _id: row.agencyId, name: row.agencyName ?? '' } : null,
    user: {
      _id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      user_info: { qualification: { level: row.qualificationLevel } },
    },
    createdAt: row.createdAt.toISOString(),
  };
}

function toRequest(row: q.RequestWithNames, shifts: q.ShiftRow[], applicants: q.ApplicantRow[]): StaffRequest {
  const r = row.request;
  const salary = [
    ...(r.payActive !== null ? [{ activity: 'Aktiv', cost: r.payActive }] : []),
    ...(r.payOnCall !== null ? [{ activity: 'Bereitschaftsdienst', cost: r.payOnCall }] : []),
  ];
  return {
    _id: r.id,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    desc: r.description,
    organisation: { _id: r.organisationId, name: row.organisationName },
    organisationTimeZone: row.organisationTimeZone,
    orig_dept: r.departmentId ? { _id: r.departmentId, name: row.departmentName ?? '' } : null,
    state: r.state,
    dates: shifts.map((shift) => ({
      _id: shift.id,
      date: { startDate: shift.startsAt.getTime(), endDate: shift.endsAt.getTime() },
      activity: shift.activity,
      type: REQUEST_TYPE_OF_KIND[r.kind],
    })),
    skills: r.skills,
    applicants: applicants.map(toApplicant),
    applicantCount: applicants[0]?.total ?? 0,
    jobType: r.shiftType,
    jobOperation: r.contractType,
    qualification: r.qualification,
    field: r.field,
    timeLimit: String(r.timeLimitHours ?? 0),
    orig_submission: '',
    payment: '',
    salary,
    accomodation: r.accommodation,
    facharzt: r.specialistRequired,
    assistenzarzt: r.residentAccepted,
    immediate: r.startsImmediately,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** What the audit keeps of a request: the fields a user edits, dates as [start, end] pairs. */
function auditView(request: q.RequestRow, shifts: { startsAt: Date; endsAt: Date }[]) {
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
  before: q.RequestRow,
  after: q.RequestRow,
  shiftsBefore: { startsAt: Date; endsAt: Date }[],
  shiftsAfter: { startsAt: Date; endsAt: Date }[],
): MatchingChange[] {
  const periods = (list: { startsAt: Date; endsAt: Date }[]) =>
    list
      .map((shift) => `${shift.startsAt.getTime()}-${shift.endsAt.getTime()}`)
      .sort()
      .join(',');
  const skills = (list: string[]) => [...new Set(list.map((skill) => skill.toLowerCase()))].sort().join(',');
  const changes: MatchingChange[] = [];
  if (periods(shiftsBefore) !== periods(shiftsAfter)) changes.push('dates');
  if (before.qualification !== after.qualification) changes.push('qualification');
  if (skills(before.skills) !== skills(after.skills)) changes.push('skills');
  if (before.departmentId !== after.departmentId) changes.push('department');
  if (before.timeLimitHours !== after.timeLimitHours) changes.push('timeLimit');
  return changes;
}

/** `lifecycle`: the engine, told in the same transaction when requests are created, edited or closed. */
export function createRequestService(deps: { db: Db; mailer: Mailer; lifecycle?: RequestLifecycle; clock?: Clock }) {
  const { db, mailer } = deps;
  const clock = deps.clock ?? systemClock;

  // An organisation user without departments gets an empty scope: empty lists, not an error.
  const scopeOf = (actor: RequestActor) => resolveScope(db, actor);

  const toScope = (scope: OrganisationScope) => narrowScope(db, scope);

  /** Shifts of a page and its first applicants: one query each, whatever the page size. */
  async function assemble(rows: q.RequestWithNames[], which: 'shown' | 'all') {
    const ids = rows.map((row) => row.request.id);
    const [shiftRows, applicantRows] = await Promise.all([
      q.listShiftsOf(db, ids),
      q.listApplicantsOf(db, ids, which === 'shown' ? { which, limit: APPLICANTS_PER_ROW } : { which }),
    ]);
    const shiftsOf = groupBy(shiftRows, (row) => row.requestId);
    const applicantsOf = groupBy(applicantRows, (row) => row.requestId);
    return rows.map((row) =>
      toRequest(row, shiftsOf.get(row.request.id) ?? [], applicantsOf.get(row.request.id) ?? []),
    );
  }

  async function load(scope: q.RequestScope, id: string) {
    const row = await q.findRequest(db, scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function detail(scope: q.RequestScope, id: string): Promise<StaffRequest> {
    const [request] = await assemble([await load(scope, id)], 'all');
    return request!;
  }

  /**
   * Organisation and station against the actor's scope. The body's ids are only claims: an
   * organisation outside the scope, a department of another organisation or one the actor
   * does not act on are refused on their field, without telling whether they exist.
   */
  async function checkPlacement(
    scope: OrganisationScope,
    organisationId: string,
    departmentId: string | null,
    kind: RequestKind,
  ): Promise<Problem[]> {
    if (!maySeeOrganisation(scope, organisationId) || !(await q.findOrganisationForRequest(db, organisationId))) {
      return [{ field: 'organisation', key: REQUEST_CHECK_KEYS.organisationNotAllowed }];
    }
    if (departmentId) {
      const department = await q.findActiveDepartment(db, departmentId);
      if (!department || department.organisationId !== organisationId) {
        return [{ field: 'orig_dept', key: REQUEST_CHECK_KEYS.departmentNotInOrganisation }];
      }
      if (!mayActOnDepartment(scope, departmentId)) {
        return [{ field: 'orig_dept', key: REQUEST_CHECK_KEYS.departmentNotAllowed }];
      }
      return [];
    }
    if (kind === 'staff') return [{ field: 'orig_dept', key: REQUEST_MESSAGE_KEYS.department }];
    // A request without a station belongs to the whole organisation: only its administrators.
    if (!mayAdministerOrganisation(scope, organisationId)) {
      return [{ field: 'orig_dept', key: REQUEST_MESSAGE_KEYS.department }];
    }
    return [];
  }

  /** Reference keys must exist; named by the body's field. */
  async function checkReferences(values: {
    qualification?: string | null;
    shiftType?: string | null;
    field?: string | null;
    contractType?: string | null;
  }): Promise<Problem[]> {
    const wanted = (
      [
        ['qualification', 'qualification', values.qualification],
        ['jobType', 'job_shift_type', values.shiftType],
        ['field', 'field', values.field],
        ['jobOperation', 'contract_type', values.contractType],
      ] as const
    ).flatMap(([bodyField, kind, key]) => (key ? [{ bodyField, kind, key }] : []));
    const existing = await q.existingReferenceKeys(db, wanted);
    return wanted
      .filter((entry) => !existing.has(`${entry.kind}:${entry.key}`))
      .map((entry) => ({ field: entry.bodyField, key: REQUEST_CHECK_KEYS.unknownOption }));
  }

  /** Past shifts are refused, except unchanged ones the request already had (editing). */
  function checkDates(
    dates: ShiftBody[],
    kind: RequestKind,
    kept: Map<string, q.ShiftRow> = new Map(),
  ): Problem[] {
    const problems: Problem[] = [];
    const earliest = clock.now().getTime() - CLOCK_SKEW_MS;
    if (dates.some((date) => kindOfType(date.type) !== kind)) {
      problems.push({ field: 'dates', key: REQUEST_MESSAGE_KEYS.mixedTypes });
    }
    dates.forEach((date, index) => {
      const existing = date._id ? kept.get(date._id) : undefined;
      if (existing && existing.startsAt.getTime() === date.startDate) return;
      if (date.startDate < earliest) problems.push({ field: `dates.${index}.startDate`, key: REQUEST_MESSAGE_KEYS.shiftInPast });
    });
    return problems;
  }

  function fail(problems: Problem[]) {
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
  }

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
      };
    });
  }

  const span = (dates: ShiftBody[]) => ({
    firstShiftStart: new Date(Math.min(...dates.map((date) => date.startDate))),
    lastShiftEnd: new Date(Math.max(...dates.map((date) => date.endDate))),
  });

  return {
    /**
     * Without `from` the window opens now: the tables show requests that are not over yet, and
     * an organisation's history never enters the query. Past requests need an explicit `from`.
     */
    async list(actor: RequestActor, query: ListQuery) {
      const scope = await toScope(await scopeOf(actor));
      const page = await q.pageRequests(db, scope, {
        ...query,
        from: query.from ? new Date(query.from) : clock.now(),
        to: query.to ? new Date(query.to) : undefined,
      });
      return { items: await assemble(page.rows, 'shown'), total: page.total };
    },

    async calendar(actor: RequestActor, query: CalendarQuery): Promise<{ items: CalendarShift[] }> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) fail([{ field: 'to', key: REQUEST_CHECK_KEYS.dateOrder }]);
      if (to.getTime() - from.getTime() > MAX_CALENDAR_WINDOW_DAYS * 86_400_000) {
        fail([{ field: 'to', key: REQUEST_CHECK_KEYS.windowTooLong }]);
      }
      const scope = await toScope(await scopeOf(actor));
      const rows = await q.listCalendarShifts(
        db,
        scope,
        { from, to, organisationId: query.organisationId, departmentId: query.departmentId },
        MAX_CALENDAR_SHIFTS,
      );
      return {
        items: rows.map((row) => ({
          shiftId: row.shiftId,
          requestId: row.requestId,
          title: row.title,
          state: row.state,
          departmentName: row.departmentName,
          start: row.startsAt.getTime(),
          end: row.endsAt.getTime(),
        })),
      };
    },

    async get(actor: RequestActor, id: string) {
      return detail(await toScope(await scopeOf(actor)), id);
    },

    /** One request in the actor's scope, unmapped; NOT_FOUND outside it (for modules acting on requests). */
    async find(actor: RequestActor, id: string) {
      return load(await toScope(await scopeOf(actor)), id);
    },

    async create(actor: RequestActor, body: CreateBody): Promise<StaffRequest> {
      const scope = await scopeOf(actor);
      const kind = kindOfType(body.dates[0]!.type);
      const departmentId = body.orig_dept ?? null;
      const values = {
        qualification: blankToNull(body.qualification) ?? (kind === 'staff' ? DEFAULTS.qualification : null),
        shiftType: shiftTypeKey(body.jobType) ?? DEFAULTS.shiftType,
        field: blankToNull(body.field),
        contractType: blankToNull(body.jobOperation) ?? DEFAULTS.contractType,
      };
      fail([
        ...(await checkPlacement(scope, body.organisation, departmentId, kind)),
        ...checkDates(body.dates, kind),
        ...(await checkReferences(values)),
      ]);

      const id = await db.transaction(async (tx) => {
        const requestId = await q.insertRequest(tx, {
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
        await q.insertShifts(tx, shiftRows);
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'request',
          entityId: requestId,
          action: 'create',
          changes: [
            { field: 'title', old: null, new: body.title },
            { field: 'organisationId', old: null, new: body.organisation },
            { field: 'departmentId', old: null, new: departmentId },
            { field: 'dates', old: null, new: shiftRows.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]) },
          ],
        });
        // The pool is asked in this transaction: no request exists without its offers and deadline.
        await deps.lifecycle?.created(tx, requestId, actor.userId);
        return requestId;
      });
      return detail(await toScope(scope), id);
    },

    async update(actor: RequestActor, id: string, body: UpdateBody): Promise<StaffRequest> {
      const scope = await scopeOf(actor);
      const requestScope = await toScope(scope);
      const current = await load(requestScope, id);
      const before = current.request;
      if (!EDITABLE_REQUEST_STATES.includes(before.state)) throw new AppError('REQUEST_NOT_EDITABLE');
      if (body.organisation !== before.organisationId) {
        fail([{ field: 'organisation', key: REQUEST_CHECK_KEYS.organisationCannotChange }]);
      }
      const kind = before.kind;
      const departmentId = body.orig_dept === undefined ? before.departmentId : body.orig_dept;
      const existingShifts = await q.listShiftsOf(db, [id]);
      const kept = new Map(existingShifts.map((shift) => [shift.id, shift]));

      const changes: Partial<typeof before> = { title: body.title, departmentId };
      if (body.desc !== undefined) changes.description = body.desc;
      if (body.subtitle !== undefined) changes.subtitle = body.subtitle;
      if (body.skills !== undefined) changes.skills = body.skills;
      if (body.qualification !== undefined) {
        changes.qualification = blankToNull(body.qualification) ?? (kind === 'staff' ? DEFAULTS.qualification : null);
      }
      if (body.jobType !== undefined) changes.shiftType = shiftTypeKey(body.jobType) ?? DEFAULTS.shiftType;
      if (body.field !== undefined) changes.field = blankToNull(body.field);
      if (body.jobOperation !== undefined) changes.contractType = blankToNull(body.jobOperation) ?? DEFAULTS.contractType;
      if (body.timeLimit !== undefined) changes.timeLimitHours = body.timeLimit ? body.timeLimit : null;
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
        ...(kind === 'substitute_doctor' && !after.field ? [{ field: 'field', key: REQUEST_MESSAGE_KEYS.field }] : []),
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
        const [locked] = await q.findRequestsForUpdate(tx, requestScope, [id]);
        if (!locked) throw new AppError('NOT_FOUND');
        if (!EDITABLE_REQUEST_STATES.includes(locked.state)) throw new AppError('REQUEST_NOT_EDITABLE');
        await q.updateRequest(tx, id, changes);
        let shiftsAfter: { startsAt: Date; endsAt: Date }[] = existingShifts;
        if (body.dates) {
          // Replace in two statements; ids the client sent back are kept, so links to a shift stay.
          const rows = shiftValues(id, before.organisationId, departmentId, body.dates, new Set(kept.keys()));
          await q.deleteShiftsOf(tx, id);
          await q.insertShifts(tx, rows);
          shiftsAfter = rows;
        } else if (departmentId !== before.departmentId) {
          await q.setShiftDepartment(tx, id, departmentId);
        }
        const diff = diffChanges(auditView(before, existingShifts), auditView(after, shiftsAfter));
        await insertAudit(tx, { actorId: actor.userId, entityType: 'request', entityId: id, action: 'update', changes: diff });
        const matching = matchingChanges(before, after, existingShifts, shiftsAfter);
        if (matching.length > 0) await deps.lifecycle?.changed(tx, { requestId: id, changes: matching }, actor.userId);
      });
      return detail(requestScope, id);
    },

    /**
     * Deletes requests nobody was booked on; cancels (and keeps) those with an applied or
     * selected person, and tells each of them through the outbox, in the same transaction.
     * Any id outside the scope refuses the whole call: nothing changes.
     */
    async remove(actor: RequestActor, ids: string[]) {
      const scope = await toScope(await scopeOf(actor));
      const wanted = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await q.findRequestsForUpdate(tx, scope, wanted);
        if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
        const alreadyCancelled = rows.filter((row) => row.state === 'cancelled').map((row) => row.id);
        const live = rows.filter((row) => row.state !== 'cancelled');
        const booked = await q.requestIdsWithActiveApplications(
          tx,
          live.map((row) => row.id),
        );
        const toCancel = live.filter((row) => booked.has(row.id));
        const toDelete = live.filter((row) => !booked.has(row.id)).map((row) => row.id);

        await q.cancelRequests(
          tx,
          toCancel.map((row) => row.id),
        );
        const people = await q.cancelActiveApplications(
          tx,
          toCancel.map((row) => row.id),
        );
        if (people.length) {
          const details = await q.listShiftsOf(
            tx,
            toCancel.map((row) => row.id),
          );
          const shiftsOf = groupBy(details, (row) => row.requestId);
          const organisationNames = new Map<string, string>();
          for (const row of toCancel) {
            if (!organisationNames.has(row.organisationId)) {
              organisationNames.set(row.organisationId, (await q.findOrganisationForRequest(tx, row.organisationId))?.name ?? '');
            }
          }
          for (const person of people) {
            const request = toCancel.find((row) => row.id === person.requestId)!;
            await mailer.enqueue(tx, {
              to: person.email,
              language: person.language,
              mail: {
                template: 'request_cancelled',
                firstName: person.firstName,
                title: request.title,
                organisation: organisationNames.get(request.organisationId) ?? '',
                dates: (shiftsOf.get(request.id) ?? []).map((shift) => ({ start: shift.startsAt, end: shift.endsAt })),
              },
            });
          }
        }
        // Before the delete: the engine still reads who was asked on the deleted requests.
        await deps.lifecycle?.closed(
          tx,
          { cancelled: toCancel.map((row) => row.id), deleted: toDelete },
          actor.userId,
        );
        await q.deleteRequests(tx, toDelete);
        for (const row of toCancel) {
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'request',
            entityId: row.id,
            action: 'cancel',
            changes: [{ field: 'state', old: row.state, new: 'cancelled' }],
          });
        }
        for (const id of toDelete) {
          const row = rows.find((candidate) => candidate.id === id)!;
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'request',
            entityId: id,
            action: 'delete',
            changes: [{ field: 'title', old: row.title, new: null }],
          });
        }
        return { deleted: toDelete, cancelled: [...toCancel.map((row) => row.id), ...alreadyCancelled] };
      });
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
