import type { TFunction } from 'i18next';
import { formatNumber } from '#shared/format';
import type { Language } from '#shared/language-codes';
import { formatMonth } from '../format';
import type { ReportColumn } from './ReportTable';

/** A whole-number column: grouped for the reader, plain in the CSV. */
export function countColumn<Row>(
  id: string,
  label: string,
  pick: (row: Row) => number,
  lang: Language,
): ReportColumn<Row> {
  return { id, label, numeric: true, display: (row) => formatNumber(pick(row), lang), value: pick };
}

/** The month column of a table whose last row is the total (a row without a month). */
export function monthColumn<Row extends { month: string }>(
  t: TFunction,
  lang: Language,
): ReportColumn<Row> {
  return {
    id: 'month',
    label: t('reports.columns.month'),
    display: (row) => (row.month ? formatMonth(row.month, lang) : t('reports.total')),
    // The CSV keeps the sortable YYYY-MM.
    value: (row) => row.month || t('reports.total'),
  };
}
