import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';
import { AGENCY_VETTING_STATES } from '#shared/request-states';
import type { FederalState, SurchargeRules } from '#shared/surcharges';
import { generatedId, nowTimestamp, ownedBy } from './columns';

const timestamps = {
  createdAt: nowTimestamp('created_at'),
  updatedAt: nowTimestamp('updated_at'),
  /** Archived records keep their history and references but leave every list. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
};

/** What agencies and organisations both show of themselves: name, postal address, website, logo. */
const profile = () => ({
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city'),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  url: text('url').notNull(),
  logoFileId: uuid('logo_file_id').references(() => files.id),
  /** USt-IdNr. and Steuernummer: an invoice names one of the issuer's (UStG §14 Abs. 4 Nr. 2). */
  vatId: text('vat_id'),
  taxNumber: text('tax_number'),
});

export const agencyVettingStateEnum = pgEnum('agency_vetting_state', AGENCY_VETTING_STATES);

export const agencies = pgTable(
  'agencies',
  {
    id: generatedId(),
    ...profile(),
    // Staff-leasing permit under the AÜG (Arbeitnehmerüberlassungserlaubnis), checked when vetting.
    permitNumber: text('permit_number'),
    permitAuthority: text('permit_authority'),
    permitValidUntil: date('permit_valid_until', { mode: 'string' }),
    vettingState: agencyVettingStateEnum('vetting_state').notNull().default('pending'),
    /** The administrator's reason, shown to the agency (required when rejecting). */
    vettingNote: text('vetting_note'),
    vettedAt: timestamp('vetted_at', { withTimezone: true }),
    vettedBy: uuid('vetted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The account the agency's invoices ask clinics to pay into (UStG §14 Abs. 4, EN 16931 BG-17). */
    iban: text('iban'),
    bic: text('bic'),
    accountHolder: text('account_holder'),
    ...timestamps,
  },
  (table) => [
    index('agencies_name_idx').on(sql`lower(${table.name})`),
    // The back office's list by name: a later page's OFFSET walks this index only (decision 053);
    // the name itself after the id (order unchanged) lets the planner read lower(name) from it.
    index('agencies_live_name_id_idx')
      .on(sql`lower(${table.name})`, table.id, table.name)
      .where(sql`${table.archivedAt} is null`),
  ],
);

export const agencyMemberKindEnum = pgEnum('agency_member_kind', ['user', 'customer']);

/** Agency users (dispatchers) and agency customers (the staff an agency offers). */
export const agencyMembers = pgTable(
  'agency_members',
  {
    agencyId: ownedBy('agency_id', () => agencies.id),
    userId: ownedBy('user_id', () => users.id),
    kind: agencyMemberKindEnum('kind').notNull(),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.userId, table.kind] }),
    index('agency_members_user_idx').on(table.userId),
  ],
);

export const organisations = pgTable(
  'organisations',
  {
    id: generatedId(),
    ...profile(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Hours a department's pool has to answer when a request names no time limit. */
    poolTimeLimitHours: integer('pool_time_limit_hours').notNull().default(24),
    /** Hours the other departments' pools get after HR approves; 0 goes straight to agencies. */
    otherPoolsTimeLimitHours: integer('other_pools_time_limit_hours').notNull().default(12),
    /** The IANA zone its shifts are shown in, whatever the device's (decision 019). */
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    /** What an hour of its own staff costs it, in cents; the reports set agency cost against it (decision 021). */
    internalHourlyCostCents: integer('internal_hourly_cost_cents'),
    /** Submitted timesheets without warnings are approved after this many days; null: never. */
    timesheetAutoApproveDays: integer('timesheet_auto_approve_days'),
    /** How far confirmed hours may lie before the booked start or after the booked end. */
    timesheetToleranceHours: integer('timesheet_tolerance_hours').notNull().default(3),
    /** Its federal state, whose public holidays its surcharges follow; null: only the nationwide ones. */
    federalState: text('federal_state').$type<FederalState>(),
    /** Its surcharges by time of work; null: the TVöD-modelled default. */
    surchargeRules: jsonb('surcharge_rules').$type<SurchargeRules>(),
    ...timestamps,
  },
  (table) => [
    check(
      'organisations_timesheet_tolerance_check',
      sql`${table.timesheetToleranceHours} between 0 and 12`,
    ),
    index('organisations_name_idx').on(sql`lower(${table.name})`),
    // The back office's list by name: a later page's OFFSET walks this index only (decision 053);
    // the name itself after the id (order unchanged) lets the planner read lower(name) from it.
    index('organisations_live_name_id_idx')
      .on(sql`lower(${table.name})`, table.id, table.name)
      .where(sql`${table.archivedAt} is null`),
  ],
);

export const organisationPictures = pgTable(
  'organisation_pictures',
  {
    id: generatedId(),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    /** Null once the picture was removed (spec 000: delete blanks it). */
    fileId: uuid('file_id').references(() => files.id),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [index('organisation_pictures_org_idx').on(table.organisationId)],
);

/** Organisation users (ORG_ADMIN: HR, clinic administration). */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: ownedBy('organisation_id', () => organisations.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index('organisation_members_user_idx').on(table.userId),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: generatedId(),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    name: text('name').notNull(),
    defaultSkills: text('default_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [index('departments_org_idx').on(table.organisationId)],
);

export const departmentMemberKindEnum = pgEnum('department_member_kind', ['user', 'customer']);

/** Department users (depAdmins: ward managers, ORG_SUB) and customers (depUsers: the pool). */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: ownedBy('department_id', () => departments.id),
    userId: ownedBy('user_id', () => users.id),
    kind: departmentMemberKindEnum('kind').notNull(),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId, table.kind] }),
    index('department_members_user_idx').on(table.userId),
  ],
);
