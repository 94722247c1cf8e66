import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes most tables share, written once so a table reads as what makes it different.

/** The primary key the database draws at random. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** A required moment the database sets on insert (created_at, updated_at). */
export const nowTimestamp = <N extends string>(name: N) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A required reference to the row this one belongs to: it goes when that row goes. */
export const ownedBy = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A required reference to a row that must outlive this one: deleting it is refused. */
export const refersTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);
