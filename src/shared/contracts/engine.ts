import { requestIdParamsSchema, requestSchema } from './requests';
import { z } from 'zod';
import { instantField } from '../calendar-fields';
import {
  NOTIFICATION_CHANNELS,
  OFFER_ANSWERS,
  OFFER_STAGES,
  REQUEST_STATES,
} from '../request-states';
import { endpoint } from '../endpoint';
import { wholeNumber } from '../numbers';
import { MESSAGE_KEYS } from '../validation';
import { fairnessSchema } from './working-time';

/**
 * The marketplace engine: pool members asked and answering, the HR decision, the
 * request's timeline, notifications, preferences and "My shifts".
 */

// ---------------------------------------------------------------------------------------------
// Answers

export const offerAnswerBodySchema = z.object({ answer: z.enum(OFFER_ANSWERS) });
export const offerParamsSchema = z.object({ offerId: z.uuid() });

const answerTokenSchema = z.string().min(20).max(200);

/** One-tap answer from an e-mail or SMS link: the token is the authorisation (no sign-in). */
export const tokenAnswerBodySchema = z.object({
  token: answerTokenSchema,
  answer: z.enum(OFFER_ANSWERS),
  /** The channel the link came by (the SMS link says so), for the timeline; e-mail when absent. */
  via: z.enum(['email', 'sms', 'push']).optional(),
});
export const offerTokenQuerySchema = z.object({ token: answerTokenSchema });

/** What an answer link shows before and after the tap. */
export const offerLinkInfoSchema = z.object({
  request: z.object({
    title: z.string(),
    organisationName: z.string(),
    departmentName: z.string().nullable(),
    dates: z.array(z.object({ startDate: z.number().int(), endDate: z.number().int() })),
  }),
  /**
   * open: can still answer; answered: this person already answered; withdrawn: the request was
   * changed and no longer fits them; closed: filled, cancelled or past the deadline.
   */
  status: z.enum(['open', 'answered', 'withdrawn', 'closed']),
  answer: z.enum(OFFER_ANSWERS).nullable(),
});
export type OfferLinkInfo = z.infer<typeof offerLinkInfoSchema>;

/** HR's decision on a request whose pool did not fill it in time. */
export const hrDecisionBodySchema = z.object({ decision: z.enum(['approve_external', 'cancel']) });

// ---------------------------------------------------------------------------------------------
// Timeline

export const timelineEventSchema = z.object({
  _id: z.uuid(),
  at: z.iso.datetime(),
  /** e.g. created, stage_started, asked, answered, deadline_passed, hr_approved, cancelled, selected, filled. */
  kind: z.string(),
  actor: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  person: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  channel: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineSchema = z.object({
  events: z.array(timelineEventSchema),
  /** Current stage deadline, if one runs. */
  deadlineAt: z.iso.datetime().nullable(),
  /** Milliseconds from creation to the first answer and to the fill; null until they happen. */
  timeToFirstAnswerMs: z.number().int().nullable(),
  timeToFillMs: z.number().int().nullable(),
  offers: z.array(
    z.object({
      person: z.object({ _id: z.uuid(), name: z.string() }),
      stage: z.enum(OFFER_STAGES),
      channels: z.array(z.string()),
      askedAt: z.iso.datetime(),
      answer: z.enum(OFFER_ANSWERS).nullable(),
      answeredAt: z.iso.datetime().nullable(),
      answeredVia: z.string().nullable(),
      /** The request was changed and the person no longer matched: the offer (or acceptance) was withdrawn. */
      withdrawnAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type Timeline = z.infer<typeof timelineSchema>;

// ---------------------------------------------------------------------------------------------
// Notifications

export const notificationSchema = z.object({
  _id: z.uuid(),
  kind: z.string(),
  requestId: z.uuid().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** The person it is about (payload.personId), named as their account reads now: an erased one by its neutral name. */
  person: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  readAt: z.iso.datetime().nullable(),
  /** A call to pick someone or to decide, whose request has been filled or cancelled since. */
  settled: z.boolean().optional(),
  createdAt: z.iso.datetime(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
});

export const notificationsQuerySchema = z.object({
  /** Older than this notification (cursor paging, newest first). */
  before: instantField().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const markReadBodySchema = z.object({
  /** Absent: all of the caller's notifications. */
  ids: z.array(z.uuid()).max(100).optional(),
});

// ---------------------------------------------------------------------------------------------
// Preferences and "My shifts"

export const preferencesSchema = z.object({
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)).max(3),
  /** ISO weekdays, Monday 1 to Sunday 7. */
  daysOff: z.array(wholeNumber(MESSAGE_KEYS.number, { min: 1, max: 7 }, 'An ISO weekday')).max(7),
  skipDaysOff: z.boolean(),
  /** Needed for SMS. */
  phoneNumber: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const updatePreferencesBodySchema = preferencesSchema.partial();

export const unavailabilityBodySchema = z
  .object({
    startsAt: instantField(),
    endsAt: instantField(),
    note: z.string().trim().max(200).default(''),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    error: 'Shift_ends_before_start',
    path: ['endsAt'],
  });

export const unavailabilityPeriodSchema = z.object({
  _id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  note: z.string(),
});
export type UnavailabilityPeriod = z.infer<typeof unavailabilityPeriodSchema>;

// ---------------------------------------------------------------------------------------------
// Job alerts of agency dispatchers: which new requests open to agencies they are told about

/** Doctor positions an alert may name beside the nursing qualifications (the board's position filter). */
export const DOCTOR_POSITIONS = ['Facharzt', 'Assistenzarzt'] as const;
/** At most this many values per criterion: a region is a handful of postcode areas, not hundreds. */
export const MAX_JOB_ALERT_VALUES = 50;
export const JOB_ALERT_MESSAGE_KEYS = {
  postcode: 'Postcode_prefix_invalid',
  tooMany: 'Too_many_values',
  unknownOption: 'Unknown_option',
} as const;

const alertKeysSchema = z
  .array(z.string().trim().min(1).max(120))
  .max(MAX_JOB_ALERT_VALUES, { error: JOB_ALERT_MESSAGE_KEYS.tooMany });

/**
 * A dispatcher's job alert. An empty list means any value; a request must pass every criterion.
 * It is told about a new request exactly when its agency may serve it (vetted, permit valid).
 */
export const jobAlertSchema = z.object({
  /** Off: no notifications of new requests (the board still lists them). */
  enabled: z.boolean(),
  /** Medical field keys; they narrow substitute-doctor requests (staff requests name a station instead). */
  fields: z.array(z.string()),
  /** Nursing qualification keys (staff requests) and DOCTOR_POSITIONS (substitute-doctor requests accepting it). */
  qualifications: z.array(z.string()),
  /** Contract type keys. */
  contractTypes: z.array(z.string()),
  /** Postcode prefixes of the clinic: '2' (Hamburg and the north), '10' (Berlin centre), '80331'. */
  postcodes: z.array(z.string()),
  /** Only requests that offer accommodation. */
  accommodationOnly: z.boolean(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** PUT /api/me/job-alerts replaces the alert; an absent criterion is 'any'. */
export const jobAlertBodySchema = z.object({
  enabled: z.boolean().default(true),
  fields: alertKeysSchema.default([]),
  qualifications: alertKeysSchema.default([]),
  contractTypes: alertKeysSchema.default([]),
  postcodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/, { error: JOB_ALERT_MESSAGE_KEYS.postcode }),
    )
    .max(MAX_JOB_ALERT_VALUES, { error: JOB_ALERT_MESSAGE_KEYS.tooMany })
    .default([]),
  accommodationOnly: z.boolean().default(false),
});
export type JobAlertBody = z.input<typeof jobAlertBodySchema>;

const myShiftRequestSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  state: z.enum(REQUEST_STATES),
  organisationName: z.string(),
  /** The organisation's IANA time zone: its shifts are shown on that clock. */
  organisationTimeZone: z.string(),
  departmentName: z.string().nullable(),
  dates: z.array(z.object({ startDate: z.number().int(), endDate: z.number().int() })),
});

export const myShiftsSchema = z.object({
  /** Open offers the person can still answer. */
  offers: z.array(
    z.object({
      offerId: z.uuid(),
      request: myShiftRequestSchema,
      askedAt: z.iso.datetime(),
      deadlineAt: z.iso.datetime().nullable(),
    }),
  ),
  /** Accepted, waiting for the manager's pick. */
  accepted: z.array(z.object({ offerId: z.uuid(), request: myShiftRequestSchema })),
  /** Booked shifts from today on. */
  upcoming: z.array(z.object({ request: myShiftRequestSchema })),
  stats: z.object({
    asked: z.number().int(),
    accepted: z.number().int(),
    taken: z.number().int(),
    /** What the pick dialog shows the manager about this person. */
    lastFourWeeks: fairnessSchema,
  }),
});
export type MyShifts = z.infer<typeof myShiftsSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });

/** Offers of the escalation ladder, the HR decision and a request's timeline. */
export const engineEndpoints = {
  answerOffer: endpoint('POST', '/offers/:offerId/answer', {
    params: offerParamsSchema,
    body: offerAnswerBodySchema,
    response: offerLinkInfoSchema,
    errors: [400, 401, 404, 409],
  }),
  undoDecline: endpoint('POST', '/offers/:offerId/undo-decline', {
    params: offerParamsSchema,
    response: offerLinkInfoSchema,
    errors: [401, 404, 409],
  }),
  answerByToken: endpoint('POST', '/offers/answer-by-token', {
    body: tokenAnswerBodySchema,
    response: offerLinkInfoSchema,
    errors: [400, 409],
  }),
  offerByToken: endpoint('GET', '/offers/by-token', {
    query: offerTokenQuerySchema,
    response: offerLinkInfoSchema,
    errors: [400],
  }),
  hrDecision: endpoint('POST', '/job/:id/hr-decision', {
    params: requestIdParamsSchema,
    body: hrDecisionBodySchema,
    response: requestSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  timeline: endpoint('GET', '/job/:id/timeline', {
    params: requestIdParamsSchema,
    response: timelineSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** A pool member's shifts and the private calendar feed. */
export const myShiftsEndpoints = {
  list: endpoint('GET', '/me/shifts', { response: myShiftsSchema, errors: [401] }),
  createCalendarFeed: endpoint('POST', '/me/calendar-feed', {
    response: calendarFeedSchema,
    errors: [401],
  }),
  calendarFeed: endpoint('GET', '/calendar/:token.ics', {
    params: z.object({ token: z.string().max(200) }),
    response: z.string(),
    errors: [404, 429],
  }),
};

/** The bell: rows, marking read, and the live stream (opened with a one-time ticket). */
export const notificationEndpoints = {
  list: endpoint('GET', '/notifications', {
    query: notificationsQuerySchema,
    response: notificationPageSchema,
    errors: [400, 401],
  }),
  markRead: endpoint('POST', '/notifications/read', {
    body: markReadBodySchema,
    response: z.object({ unread: z.number().int() }),
    errors: [400, 401],
  }),
  streamTicket: endpoint('POST', '/notifications/stream-ticket', {
    response: z.object({ ticket: z.string(), expiresAt: z.iso.datetime() }),
    errors: [401],
  }),
  stream: endpoint('GET', '/notifications/stream', {
    query: z.object({ ticket: z.string().max(500) }),
    errors: [400, 401],
  }),
};

/** A user's channels, job alerts and days off. */
export const preferenceEndpoints = {
  preferences: endpoint('GET', '/me/preferences', { response: preferencesSchema, errors: [401] }),
  updatePreferences: endpoint('PUT', '/me/preferences', {
    body: updatePreferencesBodySchema,
    response: preferencesSchema,
    errors: [400, 401],
  }),
  jobAlerts: endpoint('GET', '/me/job-alerts', { response: jobAlertSchema, errors: [401, 403] }),
  updateJobAlerts: endpoint('PUT', '/me/job-alerts', {
    body: jobAlertBodySchema,
    response: jobAlertSchema,
    errors: [400, 401, 403],
  }),
  unavailability: endpoint('GET', '/me/unavailability', {
    response: z.object({ items: z.array(unavailabilityPeriodSchema) }),
    errors: [401],
  }),
  addUnavailability: endpoint('POST', '/me/unavailability', {
    body: unavailabilityBodySchema,
    response: unavailabilityPeriodSchema,
    status: 201,
    errors: [400, 401],
  }),
  removeUnavailability: endpoint('DELETE', '/me/unavailability/:id', {
    params: z.object({ id: z.uuid() }),
    response: z.null(),
    status: 204,
    errors: [400, 401, 404],
  }),
};
