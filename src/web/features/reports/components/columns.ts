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

/** A column header with the unit of the CSV's plain numbers: "Time to fill (median) in minutes". */
export function inUnit(t: TFunction, label: string, unit: 'minutes' | 'percent' | 'euro'): string {
  return t('reports.csv.inUnit', { label, unit: t(`reports.csv.units.${unit}`) });
}

/** A share 0–1 as the CSV's percentage with two decimals (0.9063 → 90.63); null stays empty. */
export function percentValue(share: number | null): number | null {
  return share === null ? null : Math.round(share * 10_000) / 100;
}
