import type { z } from 'zod';
import { REQUEST_MESSAGE_KEYS, type createRequestBodySchema } from '#shared/contracts/requests';
import { REQUEST_TYPE_OF_KIND, type RequestKind } from '#shared/request-states';
import {
  mayActOnDepartment,
  mayAdministerOrganisation,
  maySeeOrganisation,
  type OrganisationScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import {
  CLOCK_SKEW_MS,
  REQUEST_CHECK_KEYS,
  type Problem,
  type RequestContext,
} from './requests.context';
import {
  existingReferenceKeys,
  findActiveDepartment,
  findOrganisationForRequest,
  type ShiftRow,
} from './requests.queries';

// What a create or edit body means (defaults, kinds, pay) and whether it may be stored.

type CreateBody = z.output<typeof createRequestBodySchema>;
export type ShiftBody = CreateBody['dates'][number];

export const DEFAULTS = {
  qualification: 'Examine Pflegekraft',
  contractType: 'Arbeitnehmerüberlassung',
  shiftType: 'Tagesdienst',
} as const;

/** The spec's client sends 'Tagdienst'; the reference key is 'Tagesdienst'. */
export function shiftTypeKey(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return value === 'Tagdienst' ? 'Tagesdienst' : value;
}

export const blankToNull = (value: string | null | undefined) => (value ? value : null);

export function kindOfType(type: ShiftBody['type']): RequestKind {
  return type === REQUEST_TYPE_OF_KIND.substitute_doctor ? 'substitute_doctor' : 'staff';
}

export function payOf(salary: { activity: 'Aktiv' | 'Bereitschaftsdienst'; cost: number }[]) {
  return {
    payActive: salary.find((entry) => entry.activity === 'Aktiv')?.cost ?? null,
    payOnCall: salary.find((entry) => entry.activity === 'Bereitschaftsdienst')?.cost ?? null,
  };
}

export function createRequestChecks({ db, clock }: Pick<RequestContext, 'db' | 'clock'>) {
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
    if (
      !maySeeOrganisation(scope, organisationId) ||
      !(await findOrganisationForRequest(db, organisationId))
    ) {
      return [{ field: 'organisation', key: REQUEST_CHECK_KEYS.organisationNotAllowed }];
    }
    if (departmentId) {
      const department = await findActiveDepartment(db, departmentId);
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
    const existing = await existingReferenceKeys(db, wanted);
    return wanted
      .filter((entry) => !existing.has(`${entry.kind}:${entry.key}`))
      .map((entry) => ({ field: entry.bodyField, key: REQUEST_CHECK_KEYS.unknownOption }));
  }

  /** Past shifts are refused, except unchanged ones the request already had (editing). */
  function checkDates(
    dates: ShiftBody[],
    kind: RequestKind,
    kept: Map<string, ShiftRow> = new Map(),
  ): Problem[] {
    const problems: Problem[] = [];
    const earliest = clock.now().getTime() - CLOCK_SKEW_MS;
    if (dates.some((date) => kindOfType(date.type) !== kind)) {
      problems.push({ field: 'dates', key: REQUEST_MESSAGE_KEYS.mixedTypes });
    }
    dates.forEach((date, index) => {
      const existing = date._id ? kept.get(date._id) : undefined;
      if (existing && existing.startsAt.getTime() === date.startDate) return;
      if (date.startDate < earliest)
        problems.push({ field: `dates.${index}.startDate`, key: REQUEST_MESSAGE_KEYS.shiftInPast });
    });
    return problems;
  }

  return { checkPlacement, checkReferences, checkDates };
}
