import { z } from 'zod';
import { endpoint } from '../endpoint';
import { wholeNumber } from '../numbers';

/**
 * On-call duty under the Working Hours Act's §7: what an organisation's collective agreement
 * allows, and the written consent of its people to an average above 48 hours.
 */

/** A shift's kind: ordinary work, on-call duty at the workplace, or readiness for work. */
export const DUTY_KINDS = ['regular', 'on_call', 'standby'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

export const ON_CALL_MESSAGE_KEYS = {
  share: 'On_call_share_is_not_valid',
  maxDuty: 'Longest_duty_is_not_valid',
  restAfter: 'Rest_after_duty_is_not_valid',
  averagingWeeks: 'Averaging_weeks_is_not_valid',
  consentAverage: 'Consent_average_is_not_valid',
} as const;

/** The share of an on-call shift that is on-call time, in whole per cent. */
export const ON_CALL_PERCENT = { min: 1, max: 100 } as const;
export const onCallPercentSchema = wholeNumber(
  ON_CALL_MESSAGE_KEYS.share,
  ON_CALL_PERCENT,
  'Per cent',
);

/** What an agreement may record: the app's bounds (a duty of a day at most, rest of §5 at least). */
export const AGREEMENT_BOUNDS = {
  maxDutyHours: { min: 11, max: 24 },
  minOnCallPercent: ON_CALL_PERCENT,
  restAfterHours: { min: 11, max: 24 },
  averagingWeeks: { min: 1, max: 52 },
  consentAverageHours: { min: 49, max: 72 },
} as const;

export const onCallAgreementSchema = z.object({
  /** The longest working day the agreement allows (beyond §3's 10 hours). */
  maxDutyHours: wholeNumber(ON_CALL_MESSAGE_KEYS.maxDuty, AGREEMENT_BOUNDS.maxDutyHours, 'Hours'),
  /** The on-call share a day needs before it may be extended ("regularly and substantially"). */
  minOnCallPercent: wholeNumber(
    ON_CALL_MESSAGE_KEYS.share,
    AGREEMENT_BOUNDS.minOnCallPercent,
    'Per cent',
  ),
  /** Rest right after a working day of more than 12 hours (§7 (9): at least 11). */
  restAfterHours: wholeNumber(
    ON_CALL_MESSAGE_KEYS.restAfter,
    AGREEMENT_BOUNDS.restAfterHours,
    'Hours',
  ),
  /** The weeks the 48-hour average is taken over (§7 (8): at most 12 months). */
  averagingWeeks: wholeNumber(
    ON_CALL_MESSAGE_KEYS.averagingWeeks,
    AGREEMENT_BOUNDS.averagingWeeks,
    'Weeks',
  ),
  /** The weekly average allowed with a person's written consent (§7 (2a), (7)); null: none. */
  consentAverageHours: wholeNumber(
    ON_CALL_MESSAGE_KEYS.consentAverage,
    AGREEMENT_BOUNDS.consentAverageHours,
    'Hours',
  ).nullable(),
});
export type OnCallAgreement = z.infer<typeof onCallAgreementSchema>;

export const onCallAgreementViewSchema = z.object({
  agreement: onCallAgreementSchema.nullable(),
});
export type OnCallAgreementView = z.infer<typeof onCallAgreementViewSchema>;

/** A person's consent to one organisation; it ends `effectiveUntil` once revoked. */
export const onCallConsentSchema = z.object({
  organisation: z.object({ _id: z.uuid(), name: z.string() }),
  givenAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  effectiveUntil: z.iso.datetime().nullable(),
});
export type OnCallConsent = z.infer<typeof onCallConsentSchema>;

export const myOnCallConsentsSchema = z.object({ items: z.array(onCallConsentSchema) });

/** The organisation's HR sees who consented. */
export const staffConsentSchema = z.object({
  user: z.object({ _id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  givenAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  effectiveUntil: z.iso.datetime().nullable(),
});
export const staffConsentsSchema = z.object({ items: z.array(staffConsentSchema) });

const organisationParams = z.object({ id: z.uuid() });

export const onCallEndpoints = {
  agreement: endpoint('GET', '/organisation/:id/on-call-agreement', {
    params: organisationParams,
    response: onCallAgreementViewSchema,
    errors: [400, 401, 403, 404],
  }),
  setAgreement: endpoint('PUT', '/organisation/:id/on-call-agreement', {
    params: organisationParams,
    body: onCallAgreementSchema,
    response: onCallAgreementViewSchema,
    errors: [400, 401, 403, 404],
  }),
  removeAgreement: endpoint('DELETE', '/organisation/:id/on-call-agreement', {
    params: organisationParams,
    response: onCallAgreementViewSchema,
    errors: [400, 401, 403, 404],
  }),
  consents: endpoint('GET', '/organisation/:id/on-call-consents', {
    params: organisationParams,
    response: staffConsentsSchema,
    errors: [400, 401, 403, 404],
  }),
  myConsents: endpoint('GET', '/me/on-call-consents', {
    response: myOnCallConsentsSchema,
    errors: [401, 403],
  }),
  give: endpoint('PUT', '/me/on-call-consents/:id', {
    params: organisationParams,
    response: onCallConsentSchema,
    errors: [400, 401, 403, 404],
  }),
  revoke: endpoint('DELETE', '/me/on-call-consents/:id', {
    params: organisationParams,
    response: onCallConsentSchema,
    errors: [400, 401, 403, 404],
  }),
};
