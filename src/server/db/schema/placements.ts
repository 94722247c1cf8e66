import {
  date,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DOCUMENT_KINDS } from '#shared/request-states';
import { files } from './files';
import { agencies, organisations } from './organisations';
import { applications, requests } from './requests';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);

/**
 * Documents on an agency staff member's profile (CV, approbation, specialist diploma). They can
 * be reused for applications until they expire. Removed documents are archived: applications
 * that used them keep them.
 */
export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: generatedId(),
    agencyId: ownedBy('agency_id', () => agencies.id),
    userId: ownedBy('user_id', () => users.id),
    kind: documentKindEnum('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    originalName: text('original_name').notNull(),
    /** The last day the document is valid (YYYY-MM-DD); null when it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: nowTimestamp('created_at'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('staff_documents_person_idx').on(table.agencyId, table.userId)],
);
export type StaffDocumentRow = typeof staffDocuments.$inferSelect;

/** The documents an application was sent with, one per required kind. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: ownedBy('application_id', () => applications.id),
    kind: documentKindEnum('kind').notNull(),
    staffDocumentId: uuid('staff_document_id')
      .notNull()
      .references(() => staffDocuments.id),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.kind] }),
    index('application_documents_document_idx').on(table.staffDocumentId),
  ],
);

/**
 * A selection: who works which request for whom, at what rate and for how many hours, and the
 * commission owed to the platform (rate and amount fixed at the moment of selection).
 */
export const placements = pgTable(
  'placements',
  {
    id: generatedId(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    agencyId: uuid('agency_id').references(() => agencies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    hours: numeric('hours', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** hourlyRate × hours, in euro. */
    orderValue: numeric('order_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Percent of the order value. */
    commissionRate: numeric('commission_rate', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    commission: numeric('commission', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('placements_application_unique').on(table.applicationId),
    index('placements_agency_idx').on(table.agencyId, table.createdAt),
    index('placements_organisation_idx').on(table.organisationId, table.createdAt),
    // Reports: the placements of the requests whose first shift falls in a period.
    index('placements_request_idx').on(table.requestId),
    // The external report: a month's requests probe only the agency placements (at 1,000,000
    // shifts the planner otherwise read all agency placements and hashed them; bench:reports).
    index('placements_agency_request_idx')
      .on(table.requestId)
      .where(sql`${table.agencyId} is not null`),
  ],
);
export type PlacementRow = typeof placements.$inferSelect;

/** Settings an administrator changes at run time (the commission rate). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: nowTimestamp('updated_at'),
});
