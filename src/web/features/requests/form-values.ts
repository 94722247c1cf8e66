import {
  MAX_SHIFT_DAYS,
  MAX_SHIFTS_PER_REQUEST,
  MAX_TIME_LIMIT_HOURS,
  REQUEST_MESSAGE_KEYS,
} from '#shared/contracts/requests';
import type {
  CreateRequestBody,
  StaffRequest,
  UpdateRequestBody,
} from '#shared/contracts/requests';
import type { DutyKind } from '#shared/contracts/on-call';
import { REQUEST_TYPE_OF_KIND } from '#shared/request-states';
import type { RequestKind } from '#shared/request-states';

/**
 * The request form's values and the payloads built from them (spec 001 section 7: "Create staff
 * request payload", "Create substitute-doctor payload" and the edit payload). Pure, so the
 * rules the server also checks are tested here without a browser.
 */

/** Reference keys the spec names as defaults (section 9). */
export const DEFAULT_QUALIFICATION = 'Examine Pflegekraft';
export const DEFAULT_CONTRACT_TYPE = 'Arbeitnehmerüberlassung';
export const DEFAULT_SHIFT_TYPE = 'Tagesdienst';

/** One shift (staff) or period (substitute doctor) in the form; `_id` once saved. */
export interface ShiftValue {
  _id?: string;
  start: number;
  end: number;
  /** Regular work unless given; on-call and standby shifts carry their on-call share. */
  dutyKind?: DutyKind;
  onCallPercent?: number | null;
}

export interface RequestFormValues {
  kind: RequestKind;
  title: string;
  subtitle: string;
  organisation: string;
  orig_dept: string;
  qualification: string;
  skills: string[];
  desc: string;
  jobType: string;
  /** Hours for answers; '0' is the organisation's default. */
  timeLimit: string;
  shifts: ShiftValue[];
  field: string;
  jobOperation: string;
  facharzt: boolean;
  assistenzarzt: boolean;
  immediate: boolean;
  accomodation: boolean;
  /** Euro per hour, as typed ('' = not stated). */
  payActive: string;
  payOnCall: string;
}

export type RequestFormField = keyof RequestFormValues;

export function emptyFormValues(kind: RequestKind, organisation = ''): RequestFormValues {
  return {
    kind,
    title: '',
    subtitle: '',
    organisation,
    orig_dept: '',
    qualification: DEFAULT_QUALIFICATION,
    skills: [],
    desc: '',
    jobType: DEFAULT_SHIFT_TYPE,
    timeLimit: '0',
    shifts: [],
    field: '',
    jobOperation: DEFAULT_CONTRACT_TYPE,
    facharzt: true,
    assistenzarzt: true,
    immediate: true,
    accomodation: true,
    payActive: '',
    payOnCall: '',
  };
}

/** A saved request as form values (editing). */
export function formValuesFromRequest(request: StaffRequest): RequestFormValues {
  const cost = (activity: string) => {
    const entry = request.salary.find((item) => item.activity === activity);
    return entry ? String(entry.cost) : '';
  };
  return {
    kind: request.kind,
    title: request.title,
    subtitle: request.subtitle,
    organisation: request.organisation._id,
    orig_dept: request.orig_dept?._id ?? '',
    qualification: request.qualification ?? (request.kind === 'staff' ? DEFAULT_QUALIFICATION : ''),
    skills: [...request.skills],
    desc: request.desc,
    jobType: request.jobType ?? DEFAULT_SHIFT_TYPE,
    timeLimit: request.timeLimit || '0',
    shifts: request.dates
      .map((date) => ({
        _id: date._id,
        start: date.date.startDate,
        end: date.date.endDate,
        dutyKind: date.dutyKind,
        onCallPercent: date.onCallPercent,
      }))
      .sort((a, b) => a.start - b.start),
    field: request.field ?? '',
    jobOperation: request.jobOperation ?? DEFAULT_CONTRACT_TYPE,
    facharzt: request.facharzt,
    assistenzarzt: request.assistenzarzt,
    immediate: request.immediate,
    accomodation: request.accomodation,
    payActive: cost('Aktiv'),
    payOnCall: cost('Bereitschaftsdienst'),
  };
}

/** '12,50' and '12.50' are both 12.5; '' is not stated. */
export function parsePay(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed.replace(',', '.'));
  return value <= 10_000 ? value : 'invalid';
}

/** Splits typed skills at commas ("comma and space" per the spec), trimmed, without repeats. */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

export function mergeSkills(current: readonly string[], added: readonly string[]): string[] {
  const result = [...current];
  for (const skill of added) {
    if (!result.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
      result.push(skill);
  }
  return result;
}

export type ShiftProblem = 'endsBeforeStart' | 'inPast' | 'tooLong';

/** What is wrong with one shift, mirroring the server's checks. */
export function shiftProblem(shift: ShiftValue, now: number): ShiftProblem | null {
  if (shift.end <= shift.start) return 'endsBeforeStart';
  if (shift.end - shift.start > MAX_SHIFT_DAYS * 86_400_000) return 'tooLong';
  if (shift.start < now) return 'inPast';
  return null;
}

export const SHIFT_PROBLEM_KEYS: Record<ShiftProblem, string> = {
  endsBeforeStart: REQUEST_MESSAGE_KEYS.shiftEndsBeforeStart,
  inPast: REQUEST_MESSAGE_KEYS.shiftInPast,
  tooLong: REQUEST_MESSAGE_KEYS.shiftTooLong,
};

/** Whether a shift is saved unchanged: an old shift may lie in the past when other fields change. */
function unchanged(shift: ShiftValue, saved: readonly ShiftValue[]): boolean {
  return saved.some(
    (old) =>
      old._id !== undefined &&
      old._id === shift._id &&
      old.start === shift.start &&
      old.end === shift.end,
  );
}

/**
 * The form's errors as validation.* keys by field (empty when it may be sent). Required fields
 * are reported, never skipped silently. `saved` are the shifts of the request being
 * edited.
 */
export function validateRequestForm(
  values: RequestFormValues,
  now: number,
  saved: readonly ShiftValue[] = [],
): Partial<Record<RequestFormField, string>> {
  const errors: Partial<Record<RequestFormField, string>> = {};
  if (!values.title.trim()) errors.title = REQUEST_MESSAGE_KEYS.title;
  if (!values.organisation) errors.organisation = REQUEST_MESSAGE_KEYS.organisation;
  if (values.kind === 'staff' && !values.orig_dept)
    errors.orig_dept = REQUEST_MESSAGE_KEYS.department;
  if (values.kind === 'substitute_doctor' && !values.field)
    errors.field = REQUEST_MESSAGE_KEYS.field;
  if (values.shifts.length === 0) {
    errors.shifts = REQUEST_MESSAGE_KEYS.dates;
  } else if (values.shifts.length > MAX_SHIFTS_PER_REQUEST) {
    errors.shifts = REQUEST_MESSAGE_KEYS.dates;
  } else {
    for (const shift of values.shifts) {
      const problem = shiftProblem(shift, now);
      if (problem === 'inPast' && unchanged(shift, saved)) continue;
      if (problem) {
        errors.shifts = SHIFT_PROBLEM_KEYS[problem];
        break;
      }
    }
  }
  if (values.kind === 'staff') {
    const hours = values.timeLimit.trim() === '' ? 0 : Number(values.timeLimit);
    if (!Number.isInteger(hours) || hours < 0 || hours > MAX_TIME_LIMIT_HOURS) {
      errors.timeLimit = REQUEST_MESSAGE_KEYS.timeLimit;
    }
  }
  if (values.kind === 'substitute_doctor') {
    if (parsePay(values.payActive) === 'invalid') errors.payActive = REQUEST_MESSAGE_KEYS.pay;
    if (parsePay(values.payOnCall) === 'invalid') errors.payOnCall = REQUEST_MESSAGE_KEYS.pay;
  }
  return errors;
}

function datesOf(values: RequestFormValues) {
  const type = REQUEST_TYPE_OF_KIND[values.kind];
  return [...values.shifts]
    .sort((a, b) => a.start - b.start)
    .map((shift) => ({
      ...(shift._id ? { _id: shift._id } : {}),
      startDate: shift.start,
      endDate: shift.end,
      activity: 'times',
      type,
      // The spec's payload of a regular shift stays as it was.
      ...(shift.dutyKind && shift.dutyKind !== 'regular'
        ? { dutyKind: shift.dutyKind, onCallPercent: shift.onCallPercent ?? null }
        : {}),
    }));
}

function salaryOf(values: RequestFormValues) {
  const salary: Array<{ activity: 'Aktiv' | 'Bereitschaftsdienst'; cost: number }> = [];
  const active = parsePay(values.payActive);
  const onCall = parsePay(values.payOnCall);
  if (typeof active === 'number') salary.push({ activity: 'Aktiv', cost: active });
  if (typeof onCall === 'number') salary.push({ activity: 'Bereitschaftsdienst', cost: onCall });
  return salary;
}

function timeLimitOf(values: RequestFormValues): string {
  const text = values.timeLimit.trim();
  return text === '' ? '0' : String(Number(text));
}

/** POST /api/job: the spec's payload for the kind (state and applicants are the server's). */
export function buildCreatePayload(values: RequestFormValues): CreateRequestBody {
  const common = {
    title: values.title.trim(),
    desc: values.desc.trim(),
    dates: datesOf(values),
    organisation: values.organisation,
    applicants: [],
    jobType: values.jobType || DEFAULT_SHIFT_TYPE,
  };
  if (values.kind === 'staff') {
    return {
      ...common,
      skills: values.skills,
      orig_dept: values.orig_dept,
      state: 'internal_adv',
      qualification: values.qualification || DEFAULT_QUALIFICATION,
      timeLimit: timeLimitOf(values),
      orig_submission: '',
    };
  }
  return {
    ...common,
    subtitle: values.subtitle.trim(),
    skills: values.skills,
    field: values.field,
    state: 'external_adv',
    jobOperation: values.jobOperation || DEFAULT_CONTRACT_TYPE,
    payment: '',
    salary: salaryOf(values),
    accomodation: values.accomodation,
    facharzt: values.facharzt,
    assistenzarzt: values.assistenzarzt,
    immediate: values.immediate,
  };
}

const sameShifts = (a: readonly ShiftValue[], b: readonly ShiftValue[]) =>
  a.length === b.length &&
  [...a]
    .sort((x, y) => x.start - y.start)
    .every((shift, index) => {
      const other = [...b].sort((x, y) => x.start - y.start)[index]!;
      return (
        shift._id === other._id &&
        shift.start === other.start &&
        shift.end === other.end &&
        (shift.dutyKind ?? 'regular') === (other.dutyKind ?? 'regular') &&
        (shift.onCallPercent ?? null) === (other.onCallPercent ?? null)
      );
    });

/**
 * PUT /api/job/:id: id, title and organisation always, skills and desc (staff) or jobOperation
 * (substitute doctor) as the spec's client sends them, plus every other field that changed and
 * the dates when they changed.
 */
export function buildUpdatePayload(
  id: string,
  initial: RequestFormValues,
  values: RequestFormValues,
): UpdateRequestBody {
  const full = buildCreatePayload(values) as Record<string, unknown>;
  const before = buildCreatePayload(initial) as Record<string, unknown>;
  const payload: Record<string, unknown> = {
    id,
    title: full.title,
    organisation: full.organisation,
  };
  if (values.kind === 'staff') {
    payload.skills = full.skills;
    payload.desc = full.desc;
  } else {
    payload.jobOperation = full.jobOperation;
  }
  const editable = [
    'desc',
    'subtitle',
    'skills',
    'orig_dept',
    'jobType',
    'qualification',
    'timeLimit',
    'field',
    'jobOperation',
    'salary',
    'accomodation',
    'facharzt',
    'assistenzarzt',
    'immediate',
  ];
  for (const key of editable) {
    if (!(key in full)) continue;
    if (JSON.stringify(full[key]) !== JSON.stringify(before[key])) payload[key] = full[key];
  }
  if (!sameShifts(values.shifts, initial.shifts)) payload.dates = full.dates;
  return payload as UpdateRequestBody;
}

/**
 * The form field a server detail belongs to: 'dates.0.startDate' → shifts, 'salary.1.cost' →
 * the pay it was built from, 'skills.2' → skills. Unknown fields give undefined.
 */
export function formFieldOfServerField(
  field: string,
  values: Pick<RequestFormValues, 'payActive' | 'payOnCall'>,
): RequestFormField | undefined {
  const [head, index] = field.split('.');
  switch (head) {
    case 'dates':
      return 'shifts';
    case 'salary': {
      // Salary holds only the stated pays, Aktiv first.
      const activeStated = parsePay(values.payActive) !== null;
      if (index === '0') return activeStated ? 'payActive' : 'payOnCall';
      if (index === '1') return 'payOnCall';
      return activeStated ? 'payActive' : 'payOnCall';
    }
    case 'title':
    case 'subtitle':
    case 'organisation':
    case 'orig_dept':
    case 'qualification':
    case 'skills':
    case 'desc':
    case 'jobType':
    case 'timeLimit':
    case 'field':
    case 'jobOperation':
    case 'accomodation':
    case 'facharzt':
    case 'assistenzarzt':
    case 'immediate':
      return head;
    default:
      return undefined;
  }
}
