import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { generatedId, ownedBy } from './columns';

/**
 * Which version of the terms and of the privacy policy a person accepted, and when (GDPR Art. 7 (1):
 * the platform must be able to show the acceptance). One row per document and version; decision 029.
 */
export const consents = pgTable(
  'consents',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    /** terms, privacy (#shared/legal-versions). */
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('consents_user_document_version_unique').on(
      table.userId,
      table.document,
      table.version,
    ),
    index('consents_user_idx').on(table.userId),
    check('consents_document_check', sql`${table.document} in ('terms', 'privacy')`),
  ],
);
