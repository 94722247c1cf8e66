import { sql } from 'drizzle-orm';
import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS } from '#shared/contracts/contact';
import { languageEnum } from './users';
import { generatedId, nowTimestamp } from './columns';

/** Contact and specialist-search requests from the public site. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: generatedId(),
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
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    index('contact_requests_created_idx').on(table.createdAt),
    // The back office's sorts (contact.queries.ts: the column, then the id descending); without
    // them a million requests sorted by name took 108 ms a page (docs/benchmarks.md, 039).
    index('contact_requests_name_idx').on(table.name, table.id.desc().nullsFirst()),
    index('contact_requests_hospital_idx').on(table.hospitalName, table.id.desc().nullsFirst()),
    index('contact_requests_kind_idx').on(table.kind, table.id.desc().nullsFirst()),
    // Kind descending then id descending: read backwards, the index above gives ids ascending
    // within each of the few kinds, and sorting a whole kind took 635 ms at a million rows.
    index('contact_requests_kind_desc_idx').on(
      table.kind.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The back office's search (contact.queries.ts searchText, decision 035).
    index('contact_requests_search_trgm_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.email} || ' ' || coalesce(${table.hospitalName}, '') || ' ' || coalesce(${table.specialist}, '')) gin_trgm_ops`,
    ),
  ],
);
