import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/roles';
import { LANGUAGES } from '#shared/languages';
import { generatedId, nowTimestamp, ownedBy } from './columns';

export const roleEnum = pgEnum('role', ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);

export const users = pgTable(
  'users',
  {
    id: generatedId(),
    /** Stored lower-cased so look-ups and the unique index ignore case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    institution: text('institution'),
    position: text('position'),
    phoneNumber: text('phone_number'),
    contact: text('contact'),
    role: roleEnum('role').notNull().default('USER'),
    language: languageEnum('language').notNull().default('en'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // The person profile of spec 000 (person users, agency customers).
    address: text('address'),
    postcode: text('postcode'),
    city: text('city'),
    qualificationLevel: text('qualification_level'),
    qualificationAdditional: text('qualification_additional'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferenceDistance: integer('preference_distance'),
    preferenceMinSalary: numeric('preference_min_salary', {
      precision: 10,
      scale: 2,
      mode: 'number',
    }),
    preferenceJobTypes: text('preference_job_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Deactivated accounts keep their history but cannot sign in and leave every list. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
    updatedAt: nowTimestamp('updated_at'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_idx').on(table.role),
    index('users_name_search_idx').on(
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
    ),
    // The back office's persons of a role by last name: a later page's OFFSET walks this index
    // only (decision 053); the last name after the id lets the planner read lower(last_name) from it.
    index('users_live_role_last_name_id_idx')
      .on(table.role, sql`lower(${table.lastName})`, table.id, table.lastName)
      .where(sql`${table.archivedAt} is null`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Education entries of a person profile (spec 000: university, start, end, qualification level). */
export const userEducation = pgTable(
  'user_education',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    university: text('university').notNull(),
    startDate: text('start_date'),
    endDate: text('end_date'),
    qualificationLevel: text('qualification_level'),
  },
  (table) => [index('user_education_user_idx').on(table.userId)],
);

/** Past jobs of a person profile, with an optional location. */
export const userJobs = pgTable(
  'user_jobs',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    title: text('title').notNull(),
    startDate: text('start_date'),
    endDate: text('end_date'),
    location: jsonb('location').$type<{
      name?: string;
      address?: string;
      postcode?: string;
      country?: string;
      city?: string;
      url?: string;
      logo?: string;
      contact?: string;
    } | null>(),
  },
  (table) => [index('user_jobs_user_idx').on(table.userId)],
);
