import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies, departments, organisations } from './organisations';
import { languageEnum, roleEnum, users } from './users';

/**
 * An e-mailed, single-use, expiring invitation. Accepting it creates the account (or finds the
 * existing one) and adds the membership it names.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** agency_user, agency_customer, organisation_user, department_user, department_customer, person. */
    membership: text('membership').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    language: languageEnum('language').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_unique').on(table.tokenHash),
    index('invitations_email_idx').on(table.email),
  ],
);
