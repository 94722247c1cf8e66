import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema/index';
import { EXPORT_SOURCES, NOT_EXPORTED } from './export-sources.queries';

/** Columns that name a person without a foreign key: ids kept after a user goes, and addresses. */
const UNLINKED_PERSON_COLUMNS = new Set([
  'user_id',
  'actor_id',
  'created_by',
  'email',
  'recipient',
]);

/** Every table.column of the schema that points at a person (a foreign key to users, or by name). */
function personColumns(): string[] {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const byForeignKey = new Set(
      config.foreignKeys
        .map((key) => key.reference())
        .filter((reference) => getTableConfig(reference.foreignTable).name === 'users')
        .flatMap((reference) => reference.columns.map((column) => column.name)),
    );
    for (const column of config.columns) {
      if (byForeignKey.has(column.name) || UNLINKED_PERSON_COLUMNS.has(column.name))
        found.push(`${config.name}.${column.name}`);
    }
  }
  return found.sort();
}

const name = (column: AnyPgColumn) =>
  `${getTableConfig(column.table as PgTable).name}.${column.name}`;

describe('the export covers the schema (GDPR Art. 15, decision 028)', () => {
  it('reads every column that points at a person, or names why not', () => {
    const exported = new Set(
      EXPORT_SOURCES.flatMap((source) =>
        [...(source.byId ?? []), ...(source.byEmail ?? [])].map(name),
      ),
    );
    const uncovered = personColumns().filter(
      (column) => !exported.has(column) && !(column in NOT_EXPORTED),
    );
    expect(uncovered).toEqual([]);
  });

  it('finds the person columns it is meant to (the scan itself works)', () => {
    const columns = personColumns();
    expect(columns).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'placements.user_id',
        'files.created_by',
        'outbox.recipient',
        'invoices.issued_by',
      ]),
    );
    expect(columns.length).toBeGreaterThan(30);
  });

  it('gives a reason for each column left out, and leaves out none it exports', () => {
    const exported = new Set(
      EXPORT_SOURCES.flatMap((source) =>
        [...(source.byId ?? []), ...(source.byEmail ?? [])].map(name),
      ),
    );
    for (const [column, reason] of Object.entries(NOT_EXPORTED)) {
      expect(reason.length).toBeGreaterThan(10);
      expect(exported.has(column)).toBe(false);
      expect(personColumns()).toContain(column);
    }
  });
});
