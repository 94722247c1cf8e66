import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies, departments, organisations } from './organisations';
import { languageEnum, roleEnum, users } from './users';
import { generatedId, nowTimestamp } from './columns';

/**
 * An e-mailed, single-use, expiring invitation. To an address without an account, accepting it
 * creates the account and adds the membership it names. To an existing account (invitee_id set) it
 * is a membership invitation: nothing of the account changes until the person accepts (decision 016).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: generatedId(),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** agency_user, agency_customer, organisation_user, department_user, department_customer, person. */
    membership: text('membership').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    language: languageEnum('language').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
    /** The existing account asked for consent; null for an invitation to a new address. */
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    /** pending, accepted, declined, withdrawn, expired (a pending one past expires_at reads as expired). */
    status: text('status').notNull().default('pending'),
    /** What the inviter typed: all they see of the person until the invitation is accepted. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** When it was accepted, declined or withdrawn. */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_unique').on(table.tokenHash),
    index('invitations_email_idx').on(table.email),
    index('invitations_invitee_idx').on(table.inviteeId),
    // One open request per person and target: inviting twice finds the first one.
    uniqueIndex('invitations_pending_unique')
      .on(
        table.inviteeId,
        table.membership,
        sql`coalesce(${table.agencyId}, ${table.departmentId}, ${table.organisationId})`,
      )
      .where(sql`${table.status} = 'pending' and ${table.inviteeId} is not null`),
    check(
      'invitations_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'expired')`,
    ),
  ],
);
