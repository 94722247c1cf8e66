import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

/**
 * What an organisation's collective agreement (or a works agreement based on one) allows under
 * ArbZG §7; no row: no agreement, §3's 10 hours a day hold for every shift.
 */
export const onCallAgreements = pgTable(
  'on_call_agreements',
  {
    organisationId: ownedBy('organisation_id', () => organisations.id).primaryKey(),
    maxDutyHours: integer('max_duty_hours').notNull(),
    minOnCallPercent: integer('min_on_call_percent').notNull(),
    restAfterHours: integer('rest_after_hours').notNull(),
    averagingWeeks: integer('averaging_weeks').notNull(),
    /** Null: the agreement allows no average above 48 hours, consent or not. */
    consentAverageHours: integer('consent_average_hours'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: nowTimestamp('updated_at'),
  },
  (table) => [
    check(
      'on_call_agreements_bounds_check',
      sql`${table.maxDutyHours} between 11 and 24 and ${table.minOnCallPercent} between 1 and 100 and ${table.restAfterHours} between 11 and 24 and ${table.averagingWeeks} between 1 and 52 and coalesce(${table.consentAverageHours} between 49 and 72, true)`,
    ),
  ],
);

/**
 * A person's written consent (§7 (7)) to an average above 48 hours at one organisation, given
 * and revoked by the person alone; a revocation takes effect `effective_until` (six months on).
 * Rows stay as the record; at most one not revoked per person and organisation.
 */
export const onCallConsents = pgTable(
  'on_call_consents',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    effectiveUntil: timestamp('effective_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('on_call_consents_open_unique')
      .on(table.userId, table.organisationId)
      .where(sql`${table.revokedAt} is null`),
    index('on_call_consents_org_idx').on(table.organisationId, table.userId),
    index('on_call_consents_user_idx').on(table.userId),
  ],
);
