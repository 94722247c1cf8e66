import type { AnyPgColumn, PgTable, PgView } from 'drizzle-orm/pg-core';
import * as s from '#server/db/schema/index';

/**
 * What the export (GDPR Art. 15, 20) reads, per table: the columns that point at the person, by
 * their id or their e-mail address. privacy.sources.unit.test.ts fails when a table gains a column
 * pointing at a person that is neither here nor in NOT_EXPORTED.
 */
export interface ExportSource {
  key: string;
  table: PgTable;
  /** Read the rows from this view of the table instead (the outbox's rendered subjects). */
  view?: PgView;
  byId?: AnyPgColumn[];
  byEmail?: AnyPgColumn[];
  /** Secrets and hashes: of no use to the person, and a risk in a file they keep. */
  omit?: string[];
}

export const EXPORT_SOURCES: ExportSource[] = [
  {
    key: 'profile',
    table: s.users,
    byId: [s.users.id],
    byEmail: [s.users.email],
    omit: ['passwordHash'],
  },
  { key: 'education', table: s.userEducation, byId: [s.userEducation.userId] },
  { key: 'jobs', table: s.userJobs, byId: [s.userJobs.userId] },
  { key: 'sessions', table: s.sessions, byId: [s.sessions.userId] },
  { key: 'singleUseLinks', table: s.userTokens, byId: [s.userTokens.userId], omit: ['tokenHash'] },
  {
    key: 'preferences',
    table: s.userPreferences,
    byId: [s.userPreferences.userId],
    omit: ['calendarTokenHash'],
  },
  { key: 'jobAlert', table: s.jobAlerts, byId: [s.jobAlerts.userId] },
  { key: 'unavailability', table: s.unavailability, byId: [s.unavailability.userId] },
  { key: 'agencyMemberships', table: s.agencyMembers, byId: [s.agencyMembers.userId] },
  {
    key: 'organisationMemberships',
    table: s.organisationMembers,
    byId: [s.organisationMembers.userId],
  },
  { key: 'departmentMemberships', table: s.departmentMembers, byId: [s.departmentMembers.userId] },
  {
    key: 'invitations',
    table: s.invitations,
    byId: [s.invitations.inviteeId, s.invitations.invitedBy],
    byEmail: [s.invitations.email],
    omit: ['tokenHash'],
  },
  { key: 'requestsCreated', table: s.requests, byId: [s.requests.createdBy] },
  { key: 'offers', table: s.requestOffers, byId: [s.requestOffers.userId], omit: ['tokenHash'] },
  {
    key: 'requestEvents',
    table: s.requestEvents,
    byId: [s.requestEvents.userId, s.requestEvents.actorId],
  },
  {
    key: 'applications',
    table: s.applications,
    byId: [s.applications.userId, s.applications.submittedBy, s.applications.decidedBy],
  },
  { key: 'placements', table: s.placements, byId: [s.placements.userId, s.placements.createdBy] },
  {
    key: 'timesheets',
    table: s.timesheets,
    byId: [s.timesheets.userId, s.timesheets.submittedBy, s.timesheets.approvedBy],
  },
  {
    key: 'documents',
    table: s.staffDocuments,
    byId: [s.staffDocuments.userId, s.staffDocuments.uploadedBy],
  },
  { key: 'files', table: s.files, byId: [s.files.createdBy] },
  { key: 'notifications', table: s.notifications, byId: [s.notifications.userId] },
  { key: 'consents', table: s.consents, byId: [s.consents.userId] },
  // The written consent to an average above 48 hours (ArbZG §7 (7)), given and revoked.
  { key: 'onCallConsents', table: s.onCallConsents, byId: [s.onCallConsents.userId] },
  // The keys only encrypt for the browser: of no use in a file.
  {
    key: 'pushDevices',
    table: s.pushSubscriptions,
    byId: [s.pushSubscriptions.userId],
    omit: ['p256dh', 'auth'],
  },
  // Bodies left out: they may hold sign-in and reset links that still work.
  {
    key: 'emails',
    table: s.outboxTable,
    view: s.outbox,
    byEmail: [s.outboxTable.recipient],
    omit: ['bodyText', 'bodyHtml', 'mailId'],
  },
  { key: 'contactRequests', table: s.contactRequests, byEmail: [s.contactRequests.email] },
  { key: 'auditEntries', table: s.auditLog, byId: [s.auditLog.actorId, s.auditLog.entityId] },
  { key: 'poolDays', table: s.reportPoolDays, byId: [s.reportPoolDays.userId] },
  { key: 'poolMonths', table: s.reportPoolMonths, byId: [s.reportPoolMonths.userId] },
];

/**
 * Columns that point at a person but are not exported, each with the reason (table.column, SQL
 * names). They record what someone did for an organisation, agency or the platform; the record
 * belongs to that party, and the person's part in it is their id alone.
 */
export const NOT_EXPORTED: Record<string, string> = {
  'agencies.vetted_by': 'the administrator who vetted an agency: the agency’s record',
  'organisations.created_by': 'who created an organisation: the organisation’s record',
  'platform_settings.updated_by': 'the administrator who last changed a platform setting',
  'on_call_agreements.recorded_by':
    'who recorded an organisation’s collective agreement: the organisation’s record',
  'invoices.recipient':
    'the invoice’s recipient party: always an organisation or agency, never a person',
  'invoices.issued_by':
    'who issued an invoice: the issuer’s business record (the worker’s invoice lines are exported as keptInvoiceLines)',
};
