import { getTableColumns } from 'drizzle-orm';
import { getViewConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { privacyColumnsDe, privacyColumnsEn } from '#server/i18n/privacy-columns';
import { EXPORT_SOURCES } from './export-sources.queries';

/** Every field name summary.html shows a column for (a view's selection where it reads one). */
function exportedFields(): string[] {
  // The invoice lines that name the person (invoiceLinesOf).
  const fields = new Set<string>([
    'invoiceNumber',
    'issueDate',
    'kind',
    'description',
    'quantityMinutes',
  ]);
  for (const source of EXPORT_SOURCES) {
    const columns = source.view
      ? Object.keys(getViewConfig(source.view).selectedFields)
      : Object.keys(getTableColumns(source.table as PgTable));
    for (const column of columns) if (!(source.omit ?? []).includes(column)) fields.add(column);
  }
  return [...fields].sort();
}

describe('the export summary’s headings', () => {
  it('has a heading in English and German for every exported field', () => {
    const fields = exportedFields();
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.filter((field) => !privacyColumnsEn[field])).toEqual([]);
    expect(fields.filter((field) => !privacyColumnsDe[field])).toEqual([]);
  });

  it('keeps no heading for a field that is gone', () => {
    const fields = new Set(exportedFields());
    expect(Object.keys(privacyColumnsEn).filter((field) => !fields.has(field))).toEqual([]);
    expect(Object.keys(privacyColumnsDe).sort()).toEqual(Object.keys(privacyColumnsEn).sort());
  });
});
