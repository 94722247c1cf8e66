// Zod-free: the database schema and the web's calendar colours both use these lists.
import { calendarDay } from './format';

export const REQUEST_KINDS = ['staff', 'substitute_doctor'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The `type` of a request's dates in the spec's payloads, per kind. */
export const REQUEST_TYPE_OF_KIND = {
  staff: 'Neue_Dienstanfrage',
  substitute_doctor: 'vertretungsarzt',
} as const satisfies Record<RequestKind, string>;
export type RequestType = (typeof REQUEST_TYPE_OF_KIND)[RequestKind];

/**
 * Request states. The spec's four (internal/external, advertised/filled) plus the ladder's
 * steps: HR review after the pool's time limit, the other pools of the organisation, and
 * cancelled (a request that had people booked is cancelled rather than erased).
 */
export const REQUEST_STATES = [
  'internal_adv',
  'internal_fill',
  'hr_review',
  'pool_adv',
  'external_adv',
  'external_fill',
  'cancelled',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const OPEN_REQUEST_STATES: readonly RequestState[] = ['internal_adv', 'external_adv'];
export const FILLED_REQUEST_STATES: readonly RequestState[] = ['internal_fill', 'external_fill'];
/** A request may be edited until it is filled or cancelled (an edit in a pool stage matches the pool again). */
export const EDITABLE_REQUEST_STATES: readonly RequestState[] = [
  'internal_adv',
  'hr_review',
  'pool_adv',
  'external_adv',
];

/** Calendar colours of spec 001 section 9: open red, filled green, anything else orange. */
export const REQUEST_STATE_COLOURS = {
  open: '#f18686',
  filled: '#90d286',
  other: '#fcb183',
} as const;
export type RequestColour = keyof typeof REQUEST_STATE_COLOURS;

export function colourOfState(state: RequestState): RequestColour {
  if (OPEN_REQUEST_STATES.includes(state)) return 'open';
  if (FILLED_REQUEST_STATES.includes(state)) return 'filled';
  return 'other';
}

/** An application's life: applied, then selected or not, or withdrawn, or its request cancelled. */
export const APPLICATION_STATES = [
  'applied',
  'selected',
  'not_selected',
  'withdrawn',
  'request_cancelled',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The three tables of spec 001 section 4. */
export const REQUEST_GROUPS = ['confirmation', 'external', 'open'] as const;
export type RequestGroup = (typeof REQUEST_GROUPS)[number];

/** An agency is vetted by an administrator after checking its staff-leasing permit. */
export const AGENCY_VETTING_STATES = ['pending', 'vetted', 'rejected'] as const;
export type AgencyVettingState = (typeof AGENCY_VETTING_STATES)[number];

/**
 * Only a vetted agency whose permit is valid on every date of a request sees it and may apply.
 * Dates are compared as calendar days in Germany, where permits are issued: a permit is valid
 * until the end of its day there, so a late shift ending at 00:30 needs the next day too.
 */
export function agencyMayServe(
  agency: { vettingState: AgencyVettingState; permitValidUntil: string | null },
  lastShiftEnd: Date,
): boolean {
  if (agency.vettingState !== 'vetted' || !agency.permitValidUntil) return false;
  return calendarDay(lastShiftEnd) <= agency.permitValidUntil;
}

/**
 * The documents a staff profile and an application may carry, PDF, at most 5 MB each. Which of
 * them an application needs depends on the request (application-documents.ts).
 */
export const DOCUMENT_KINDS = [
  'cv',
  'approbation',
  'specialist_diploma',
  'nursing_licence',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The ladder's stages in which pool members are asked. */
export const OFFER_STAGES = ['department_pool', 'other_pools'] as const;
export type OfferStage = (typeof OFFER_STAGES)[number];
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** Where a person may be reached: in the app (the bell), by e-mail, by SMS, by push to their devices. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
