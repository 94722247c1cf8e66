import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS } from '#shared/contracts/contact';
import { languageEnum } from './users';

/** Contact and specialist-search requests from the public site. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    language: languageEnum('language').notNull(),
    specialist: text('specialist'),
    field: text('field'),
    dateString: text('date_string'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    hospitalName: text('hospital_name'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_requests_created_idx').on(table.createdAt)],
);
