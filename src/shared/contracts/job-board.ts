import { idParamsSchema } from './admin';
import { pageSchema, pagingFields, sortingFields } from './lists';
import { z } from 'zod';
import { dayField } from '../calendar-fields';
import { MAX_HOURLY_EUROS, euroAmount, percentage } from '../numbers';
import { fairnessSchema, workingTimeCheckSchema } from './working-time';
import {
  APPLICATION_STATES,
  DOCUMENT_KINDS,
  REQUEST_KINDS,
  REQUEST_STATES,
} from '../request-states';
import { BOARD_POSITIONS } from '../application-documents';
import { shiftSchema } from './requests';
import { endpoint } from '../endpoint';
import { auegStatusSchema } from './aueg';

/**
 * The agency side of requests: the job board of open external requests, applying
 * with a staff member, a rate and the PDFs the request asks for, the agency's applications, its
 * staff profiles and their documents; and the organisation side's selection with the placement
 * it records.
 */

export const JOB_BOARD_MESSAGE_KEYS = {
  name: 'Name_is_required',
  hourlyRate: 'Hourly_rate_is_required',
  files: 'Required_files_missing',
  documentExpired: 'Document_has_expired',
  alreadyApplied: 'Already_applied',
  documentNotAsked: 'Document_not_asked_for',
  commissionRate: 'Commission_rate_invalid',
} as const;

// ---------------------------------------------------------------------------------------------
// Job board

export const JOB_BOARD_SORT_FIELDS = ['begin', 'postcode', 'createdAt'] as const;

/** The filter of spec 001 (accommodation, contract, postcode, position, speciality). */
export const jobBoardQuerySchema = z.object({
  accommodation: z.enum(['true', 'false']).optional(),
  /** Contract type key. */
  contract: z.string().trim().max(120).optional(),
  /** Postcode prefix: '20' finds every request in 20xxx. */
  postcode: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/)
    .optional(),
  /**
   * Requests that accept that position: a doctor's grade (Facharzt, Assistenzarzt) finds
   * substitute-doctor requests, a nursing qualification the nursing shifts it may work.
   */
  position: z.enum(BOARD_POSITIONS).optional(),
  /** Medical field key: a substitute doctor's field or the field of a nursing shift's ward. */
  speciality: z.string().trim().max(120).optional(),
  search: z.string().trim().max(200).optional(),
  ...sortingFields(JOB_BOARD_SORT_FIELDS, 'begin'),
  ...pagingFields(10),
});
export type JobBoardQuery = Partial<z.output<typeof jobBoardQuerySchema>>;

export const jobBoardItemSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  /** First shift start and last shift end, epoch ms. */
  begin: z.number().int(),
  end: z.number().int(),
  organisation: z.object({ name: z.string(), postcode: z.string(), city: z.string().nullable() }),
  /** The IANA zone the shifts are shown in: the organisation's clock. */
  organisationTimeZone: z.string(),
  /** A nursing shift (staff) or a substitute doctor's request: it decides what is shown and asked. */
  kind: z.enum(REQUEST_KINDS),
  field: z.string().nullable(),
  /** The nursing qualification a nursing shift asks for (reference key); null for doctors. */
  qualification: z.string().nullable(),
  contractType: z.string().nullable(),
  accommodation: z.boolean(),
  /** The doctors' grades accepted; both false for a nursing shift. */
  facharzt: z.boolean(),
  assistenzarzt: z.boolean(),
  /** The documents an application carries, in order. */
  documents: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), required: z.boolean() })),
  immediate: z.boolean(),
  salary: z.array(z.object({ activity: z.string(), cost: z.number() })),
  shiftCount: z.number().int(),
  /** How many of the caller's agency's staff already applied. */
  myApplicationCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type JobBoardItem = z.infer<typeof jobBoardItemSchema>;
export const jobBoardPageSchema = pageSchema(jobBoardItemSchema);

export const documentRefSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  documentId: z.uuid(),
  name: z.string(),
  expiresOn: z.string().nullable(),
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** An application as its agency sees it. */
export const agencyApplicationSchema = z.object({
  _id: z.uuid(),
  state: z.enum(APPLICATION_STATES),
  hourlyRate: z.number().nullable(),
  customer: z.object({ _id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  request: z.object({
    _id: z.uuid(),
    title: z.string(),
    state: z.enum(REQUEST_STATES),
    organisationName: z.string(),
    /** The IANA zone of the organisation's clock. */
    organisationTimeZone: z.string(),
    begin: z.number().int(),
    end: z.number().int(),
  }),
  documents: z.array(documentRefSchema),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AgencyApplication = z.infer<typeof agencyApplicationSchema>;
export const agencyApplicationPageSchema = pageSchema(agencyApplicationSchema);

export const jobBoardDetailSchema = jobBoardItemSchema.extend({
  desc: z.string(),
  dates: z.array(shiftSchema),
  organisation: z.object({
    name: z.string(),
    address: z.string(),
    postcode: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    url: z.string(),
  }),
  department: z.string().nullable(),
  /** Who posted it, for questions. */
  contact: z
    .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  myApplications: z.array(agencyApplicationSchema),
});
export type JobBoardDetail = z.infer<typeof jobBoardDetailSchema>;

/** A document for an application: one already on the profile, or a new upload (POST /api/files?purpose=document). */
export const documentChoiceSchema = z.union(
  [
    z.object({ documentId: z.uuid() }),
    z.object({ fileId: z.uuid(), expiresOn: dayField().nullish() }),
  ],
  // A missing document names its kind with the spec's message.
  { error: JOB_BOARD_MESSAGE_KEYS.files },
);
export type DocumentChoice = z.infer<typeof documentChoiceSchema>;

export const applyBodySchema = z.object({
  /** The staff member (agency customer) offered: the spec's required name. */
  customerId: z.uuid({ error: JOB_BOARD_MESSAGE_KEYS.name }),
  /** Euros per hour, above 0 and at most the billing run's unit price. */
  hourlyRate: euroAmount(JOB_BOARD_MESSAGE_KEYS.hourlyRate, {
    min: 0,
    aboveMin: true,
    max: MAX_HOURLY_EUROS,
  }),
  /** The documents the request asks for (its item's `documents`); the server checks them. */
  documents: z.object(
    {
      cv: documentChoiceSchema.optional(),
      approbation: documentChoiceSchema.optional(),
      specialist_diploma: documentChoiceSchema.optional(),
      nursing_licence: documentChoiceSchema.optional(),
    },
    { error: JOB_BOARD_MESSAGE_KEYS.files },
  ),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

export const AGENCY_APPLICATION_FILTERS = [
  'all',
  'applied',
  'selected',
  'not_selected',
  'withdrawn',
  'request_cancelled',
] as const;
export const agencyApplicationsQuerySchema = z.object({
  state: z.enum(AGENCY_APPLICATION_FILTERS).default('all'),
  ...pagingFields(10),
});

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// The organisation's side: applicants with their documents, selection, placements

export const applicantDetailSchema = z.object({
  _id: z.uuid(),
  state: z.enum(APPLICATION_STATES),
  hourlyRate: z.number().nullable(),
  agency: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  user: z.object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    qualification: z.string().nullable(),
    skills: z.array(z.string()),
  }),
  documents: z.array(documentRefSchema),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Staff-leasing months at this clinic (agency applicants only). */
  aueg: auegStatusSchema.nullable(),
  /** Working-time check of the request's shifts for this person; null once decided. */
  workingTime: workingTimeCheckSchema.nullable(),
  fairness: fairnessSchema,
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;
export const applicantsResponseSchema = z.object({ items: z.array(applicantDetailSchema) });

export const placementSchema = z.object({
  _id: z.uuid(),
  requestId: z.uuid(),
  applicationId: z.uuid(),
  agencyId: z.uuid().nullable(),
  userId: z.uuid(),
  hourlyRate: z.number(),
  hours: z.number(),
  orderValue: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
  createdAt: z.iso.datetime(),
});
export type Placement = z.infer<typeof placementSchema>;

/** A short-lived, signed download link for a private document. */
export const documentLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

export const commissionSettingsSchema = z.object({
  /** Percent of the order volume an agency owes per placement; 0 while the platform is free. */
  commissionRate: percentage(JOB_BOARD_MESSAGE_KEYS.commissionRate),
});
export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;

/** The agencies' job board and their applications. */
export const jobBoardEndpoints = {
  list: endpoint('GET', '/agency/jobs', {
    query: jobBoardQuerySchema,
    response: jobBoardPageSchema,
    errors: [400, 401, 403],
  }),
  one: endpoint('GET', '/agency/jobs/:id', {
    params: idParamsSchema,
    response: jobBoardDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  apply: endpoint('POST', '/agency/jobs/:id/applications', {
    params: idParamsSchema,
    body: applyBodySchema,
    response: agencyApplicationSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  applications: endpoint('GET', '/agency/applications', {
    query: agencyApplicationsQuerySchema,
    response: agencyApplicationPageSchema,
    errors: [400, 401, 403],
  }),
  withdraw: endpoint('POST', '/agency/applications/:id/withdraw', {
    params: idParamsSchema,
    response: agencyApplicationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};

/** Private documents: a short-lived signed link, and the download it opens. */
export const documentEndpoints = {
  link: endpoint('POST', '/documents/:id/link', {
    params: idParamsSchema,
    response: documentLinkSchema,
    errors: [400, 401, 404],
  }),
  download: endpoint('GET', '/documents/:id/download', {
    params: idParamsSchema,
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
  }),
};

/** The platform's commission rate. */
export const settingsEndpoints = {
  commission: endpoint('GET', '/admin/settings/commission', {
    response: commissionSettingsSchema,
    errors: [401, 403],
  }),
  updateCommission: endpoint('PUT', '/admin/settings/commission', {
    body: commissionSettingsSchema,
    response: commissionSettingsSchema,
    errors: [400, 401, 403],
  }),
};
