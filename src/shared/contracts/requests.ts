import { z } from 'zod';
import {
  CALENDAR_MESSAGE_KEYS,
  epochMsInSupportedYears,
  instantField,
  periodInOrder,
} from '../calendar-fields';
import {
  APPLICATION_STATES,
  REQUEST_GROUPS,
  REQUEST_STATES,
  REQUEST_TYPE_OF_KIND,
} from '../request-states';
import { requiredText, singleLineText } from '../validation';
import { endpoint } from '../endpoint';
import { MAX_HOURLY_EUROS, euroAmount } from '../numbers';
import { pageSchema, pagingFields, sortingFields } from './lists';
import { DUTY_KINDS, ON_CALL_MESSAGE_KEYS, onCallPercentSchema } from './on-call';

/**
 * The request calls of spec 001 section 7 (/api/job, /api/organisation), with the spec's field
 * names (`_id`, `desc`, `orig_dept`, `accomodation`, ...): they are a public contract.
 */

export const REQUEST_MESSAGE_KEYS = {
  title: 'Title_is_required',
  dates: 'Dates_are_required',
  department: 'Department_is_required',
  organisation: 'Organisation_is_required',
  field: 'Field_is_required',
  shiftEndsBeforeStart: 'Shift_ends_before_start',
  shiftInPast: 'Shift_in_past',
  shiftTooLong: 'Shift_too_long',
  mixedTypes: 'Dates_of_one_kind',
  pay: 'Pay_is_not_valid',
  timeLimit: 'Time_limit_is_not_valid',
} as const;

/** Default time slot of a new date (spec 001 section 9): 12:00 to 12:00 the next day. */
export const DEFAULT_SLOT = { startHour: 12, endHour: 12 } as const;
/** A shift or period may last at most this long (substitute-doctor periods run for weeks). */
export const MAX_SHIFT_DAYS = 92;
export const MAX_SHIFTS_PER_REQUEST = 60;
export const MAX_TIME_LIMIT_HOURS = 24 * 14;
/** Calendar windows are bounded: a month view with its overflow weeks fits comfortably. */
export const MAX_CALENDAR_WINDOW_DAYS = 100;

const requestTypeSchema = z.enum([
  REQUEST_TYPE_OF_KIND.staff,
  REQUEST_TYPE_OF_KIND.substitute_doctor,
]);

/** One date of a request as the client sends it: epoch milliseconds. */
export const shiftInputSchema = z
  .object({
    _id: z.uuid().optional(),
    startDate: z.number({ error: REQUEST_MESSAGE_KEYS.dates }).int(),
    endDate: z.number({ error: REQUEST_MESSAGE_KEYS.dates }).int(),
    activity: z.string().trim().max(40).default('times'),
    type: requestTypeSchema,
    /** Regular work, on-call duty or readiness for work (ArbZG §7), with its on-call share. */
    dutyKind: z.enum(DUTY_KINDS).default('regular'),
    onCallPercent: onCallPercentSchema.nullish(),
  })
  .refine((shift) => (shift.dutyKind === 'regular') === (shift.onCallPercent == null), {
    error: ON_CALL_MESSAGE_KEYS.share,
    path: ['onCallPercent'],
  })
  .refine((shift) => epochMsInSupportedYears(shift.startDate), {
    error: CALENDAR_MESSAGE_KEYS.outOfRange,
    path: ['startDate'],
  })
  .refine((shift) => epochMsInSupportedYears(shift.endDate), {
    error: CALENDAR_MESSAGE_KEYS.outOfRange,
    path: ['endDate'],
  })
  .refine((shift) => shift.endDate > shift.startDate, {
    error: REQUEST_MESSAGE_KEYS.shiftEndsBeforeStart,
    path: ['endDate'],
  })
  .refine((shift) => shift.endDate - shift.startDate <= MAX_SHIFT_DAYS * 86_400_000, {
    error: REQUEST_MESSAGE_KEYS.shiftTooLong,
    path: ['endDate'],
  });
export type ShiftInput = z.infer<typeof shiftInputSchema>;

const salaryEntrySchema = z.object({
  /** 'Aktiv' (active duty) or 'Bereitschaftsdienst' (on call), euro per hour. */
  activity: z.enum(['Aktiv', 'Bereitschaftsdienst']),
  cost: euroAmount(REQUEST_MESSAGE_KEYS.pay, { min: 0, max: MAX_HOURLY_EUROS }),
});

/**
 * Whole hours ('0' = the organisation's default). Spec 001 writes timeLimit as text in the
 * payload and the answer, so it is the one count that is text: digits only, never a JSON number,
 * as every other field takes one JSON type.
 */
const timeLimitSchema = z
  .string({ error: REQUEST_MESSAGE_KEYS.timeLimit })
  .regex(/^\d{0,3}$/, { error: REQUEST_MESSAGE_KEYS.timeLimit, abort: true })
  .transform((text) => (text === '' ? 0 : Number(text)))
  .pipe(z.number().max(MAX_TIME_LIMIT_HOURS, { error: REQUEST_MESSAGE_KEYS.timeLimit }))
  .meta({
    description: `Whole hours as text of digits ('0' = the organisation's default), at most ${MAX_TIME_LIMIT_HOURS}.`,
  });

const skillsSchema = z.array(z.string().trim().min(1).max(60)).max(30);

/** Fields a staff request and a substitute-doctor request may carry. */
const requestFields = {
  title: requiredText(REQUEST_MESSAGE_KEYS.title, 200),
  desc: z.string().trim().max(5000).default(''),
  subtitle: singleLineText(z.string().trim().max(200)).default(''),
  skills: skillsSchema.default([]),
  /** Station (department id). Required for staff requests. */
  orig_dept: z.uuid({ error: REQUEST_MESSAGE_KEYS.department }).nullish(),
  organisation: z.uuid({ error: REQUEST_MESSAGE_KEYS.organisation }),
  /** Shift type key (Tagesdienst, Nachtdienst, Bereitschaftsdienst); the spec's 'Tagdienst' is read as Tagesdienst. */
  jobType: z.string().trim().max(60).optional(),
  qualification: z.string().trim().max(120).optional(),
  timeLimit: timeLimitSchema.optional(),
  /** Medical field key (substitute doctors). */
  field: z.string().trim().max(120).nullish(),
  /** Contract type key (Arbeitnehmerüberlassung default). */
  jobOperation: z.string().trim().max(120).nullish(),
  salary: z.array(salaryEntrySchema).max(2).default([]),
  payment: z.string().max(200).optional(),
  accomodation: z.boolean().optional(),
  facharzt: z.boolean().optional(),
  assistenzarzt: z.boolean().optional(),
  /** Ab Sofort. */
  immediate: z.boolean().optional(),
  // Sent by the spec's client and ignored: the server decides state, applicants and submission.
  state: z.string().max(40).optional(),
  applicants: z.array(z.unknown()).max(0).optional(),
  orig_submission: z.string().max(200).optional(),
} as const;

export const createRequestBodySchema = z
  .object({
    ...requestFields,
    dates: z
      .array(shiftInputSchema, { error: REQUEST_MESSAGE_KEYS.dates })
      .min(1, { error: REQUEST_MESSAGE_KEYS.dates })
      .max(MAX_SHIFTS_PER_REQUEST),
  })
  .superRefine((body, ctx) => {
    const type = body.dates[0]?.type;
    if (body.dates.some((date) => date.type !== type)) {
      ctx.addIssue({ code: 'custom', path: ['dates'], message: REQUEST_MESSAGE_KEYS.mixedTypes });
    }
    if (type === REQUEST_TYPE_OF_KIND.staff && !body.orig_dept) {
      ctx.addIssue({
        code: 'custom',
        path: ['orig_dept'],
        message: REQUEST_MESSAGE_KEYS.department,
      });
    }
    if (type === REQUEST_TYPE_OF_KIND.substitute_doctor && !body.field) {
      ctx.addIssue({ code: 'custom', path: ['field'], message: REQUEST_MESSAGE_KEYS.field });
    }
  });
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;

/**
 * The edit payload. The spec's client sends id, title, organisation and either skills and desc
 * or jobOperation; our form may also change the other fields and the dates. Absent fields stay.
 */
export const updateRequestBodySchema = z.object({
  id: z.uuid().optional(),
  title: requestFields.title,
  organisation: requestFields.organisation,
  desc: z.string().trim().max(5000).optional(),
  subtitle: singleLineText(z.string().trim().max(200)).optional(),
  skills: skillsSchema.optional(),
  orig_dept: requestFields.orig_dept,
  jobType: requestFields.jobType,
  qualification: requestFields.qualification,
  timeLimit: requestFields.timeLimit,
  field: requestFields.field,
  jobOperation: requestFields.jobOperation,
  salary: z.array(salaryEntrySchema).max(2).optional(),
  accomodation: z.boolean().optional(),
  facharzt: z.boolean().optional(),
  assistenzarzt: z.boolean().optional(),
  immediate: z.boolean().optional(),
  dates: z
    .array(shiftInputSchema, { error: REQUEST_MESSAGE_KEYS.dates })
    .min(1, { error: REQUEST_MESSAGE_KEYS.dates })
    .max(MAX_SHIFTS_PER_REQUEST)
    .optional(),
});
export type UpdateRequestBody = z.input<typeof updateRequestBodySchema>;

export const deleteRequestsBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const deleteRequestsResponseSchema = z.object({
  /** Erased: nobody had been accepted or selected. */
  deleted: z.array(z.uuid()),
  /** Cancelled and kept: people were booked, and they are told. */
  cancelled: z.array(z.uuid()),
});

export const applicantSchema = z.object({
  _id: z.uuid(),
  state: z.enum(APPLICATION_STATES),
  hourlyRate: z.number().nullable(),
  agency: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  user: z.object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    user_info: z.object({ qualification: z.object({ level: z.string().nullable() }) }),
  }),
  createdAt: z.iso.datetime(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const shiftSchema = z.object({
  _id: z.uuid(),
  date: z.object({ startDate: z.number().int(), endDate: z.number().int() }),
  activity: z.string(),
  type: requestTypeSchema,
  dutyKind: z.enum(DUTY_KINDS),
  onCallPercent: z.number().int().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

const namedRefSchema = z.object({ _id: z.uuid(), name: z.string() });

/** A request as the spec's client reads it, plus the fields our forms edit. */
export const requestSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(['staff', 'substitute_doctor']),
  title: z.string(),
  subtitle: z.string(),
  desc: z.string(),
  organisation: namedRefSchema,
  /** The organisation's IANA time zone: its shifts are shown and typed on that clock. */
  organisationTimeZone: z.string(),
  orig_dept: namedRefSchema.nullable(),
  state: z.enum(REQUEST_STATES),
  dates: z.array(shiftSchema),
  skills: z.array(z.string()),
  /** In lists, the first three (spec: applicants shown per row); all of them in the detail. */
  applicants: z.array(applicantSchema),
  applicantCount: z.number().int(),
  jobType: z.string().nullable(),
  jobOperation: z.string().nullable(),
  qualification: z.string().nullable(),
  field: z.string().nullable(),
  /** Hours as a string, as the spec sends it; '0' means the organisation's default. */
  timeLimit: z.string(),
  orig_submission: z.string(),
  payment: z.string(),
  salary: z.array(z.object({ activity: z.string(), cost: z.number() })),
  accomodation: z.boolean(),
  facharzt: z.boolean(),
  assistenzarzt: z.boolean(),
  immediate: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StaffRequest = z.infer<typeof requestSchema>;

export const REQUEST_SORT_FIELDS = ['date', 'title'] as const;

export const listRequestsQuerySchema = z
  .object({
    group: z.enum(['all', ...REQUEST_GROUPS]).default('all'),
    /** Only requests with a shift overlapping this window (ISO date-times). */
    from: instantField().optional(),
    to: instantField().optional(),
    organisationId: z.uuid().optional(),
    departmentId: z.uuid().optional(),
    search: z.string().trim().max(200).optional(),
    ...sortingFields(REQUEST_SORT_FIELDS, 'date'),
    ...pagingFields(20),
  })
  .superRefine(periodInOrder('from', 'to'));
export type ListRequestsQuery = Partial<z.output<typeof listRequestsQuerySchema>>;

export const requestPageSchema = pageSchema(requestSchema);
export type RequestPage = z.infer<typeof requestPageSchema>;

export const calendarQuerySchema = z.object({
  from: instantField(),
  to: instantField(),
  organisationId: z.uuid().optional(),
  departmentId: z.uuid().optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** One shift in the calendar window; the web merges dates less than two days apart. */
export const calendarShiftSchema = z.object({
  shiftId: z.uuid(),
  requestId: z.uuid(),
  title: z.string(),
  state: z.enum(REQUEST_STATES),
  departmentName: z.string().nullable(),
  /** The organisation's IANA zone: the calendar places the shift on its clock. */
  organisationTimeZone: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type CalendarShift = z.infer<typeof calendarShiftSchema>;
export const calendarResponseSchema = z.object({ items: z.array(calendarShiftSchema) });

export const requestIdParamsSchema = z.object({ id: z.uuid() });

// The organisation as the organisation area sees it lives in ./organisation; named here too, where
// the request form has always found it.
export {
  createMyOrganisationBodySchema,
  myOrganisationSchema,
  myOrganisationsResponseSchema,
  orgDepartmentSchema,
  type CreateMyOrganisationBody,
  type MyOrganisation,
} from './organisation';

/** The request calls of spec 001 section 7 (/api/job). */
export const requestEndpoints = {
  list: endpoint('GET', '/job', {
    query: listRequestsQuerySchema,
    response: requestPageSchema,
    errors: [400, 401, 403],
  }),
  calendar: endpoint('GET', '/job/calendar', {
    query: calendarQuerySchema,
    response: calendarResponseSchema,
    errors: [400, 401, 403],
  }),
  create: endpoint('POST', '/job', {
    body: createRequestBodySchema,
    response: requestSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  remove: endpoint('DELETE', '/job', {
    body: deleteRequestsBodySchema,
    response: deleteRequestsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  one: endpoint('GET', '/job/:id', {
    params: requestIdParamsSchema,
    response: requestSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint('PUT', '/job/:id', {
    params: requestIdParamsSchema,
    body: updateRequestBodySchema,
    response: requestSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
