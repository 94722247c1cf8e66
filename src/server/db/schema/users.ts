import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/roles';
import { LANGUAGES } from '../../../shared/languages';

export const roleEnum = pgEnum('role', ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_idx').on(table.role),
    index('users_name_search_idx').on(sql`lower(${table.lastName})`, sql`lower(${table.firstName})`),
  ],
);
export type UserRow = typeof users.$inferSelect;
