import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId } from './columns';

/**
 * The reference lists (contract types, job types, shift types, positions, qualifications, medical
 * fields, specialities). One table: they share their shape, and clients cache them whole.
 */
export const referenceValues = pgTable(
  'reference_values',
  {
    id: generatedId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    labelEn: text('label_en').notNull(),
    labelDe: text('label_de').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** speciality: { fields: string[] } (field keys); field: { qualification: string | null }. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [uniqueIndex('reference_values_kind_key_unique').on(table.kind, table.key)],
);
