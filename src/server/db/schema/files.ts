import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { generatedId, nowTimestamp } from './columns';

/**
 * Uploaded files. Each upload is a row of its own, owned by the uploader's agency or organisation,
 * or by the uploader alone when they have neither (decision 018). The bytes are stored once under
 * the data folder by their SHA-256; the row, its name and its owner are never shared.
 */
export const files = pgTable(
  'files',
  {
    id: generatedId(),
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    createdBy: uuid('created_by'),
    // No foreign keys: organisations.ts references files (logos), and agencies and organisations
    // are archived, never deleted (decision 004).
    /** The uploader's agency (a dispatcher's upload). */
    agencyId: uuid('agency_id'),
    /** The uploader's organisation (an HR user's or ward manager's upload). */
    organisationId: uuid('organisation_id'),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    check('files_one_owner', sql`${table.agencyId} IS NULL OR ${table.organisationId} IS NULL`),
  ],
);
