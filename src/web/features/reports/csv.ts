import type { Language } from '#shared/language-codes';
import { saveFile } from '#web/lib/save-file';

/**
 * CSV for the report tables. Excel reads a file as UTF-8 only when it starts with a
 * byte order mark, and splits columns at the list separator of the user's regional settings: `;`
 * in German, `,` in English. Numbers use the language's decimal mark, so Excel in that language
 * reads them as numbers; fields are quoted as RFC 4180 says and lines end in CRLF.
 */

export const BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

export function csvSeparator(lang: Language): ';' | ',' {
  return lang === 'de' ? ';' : ',';
}

// A text cell starting with one of these is a formula to Excel (a pool member's name could be
// "=HYPERLINK(…)"); a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell, lang: Language): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    const text = String(cell);
    return lang === 'de' ? text.replace('.', ',') : text;
  }
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function field(text: string, separator: string): string {
  const needsQuotes =
    text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, one line per row (the header first), CRLF after each. */
export function toCsv(rows: readonly (readonly CsvCell[])[], lang: Language): string {
  const separator = csvSeparator(lang);
  const lines = rows.map((row) =>
    row.map((cell) => field(cellText(cell, lang), separator)).join(separator),
  );
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** e.g. `fill-by-month_2025-12-01_2026-11-25.csv`: the table and the period it covers. */
export function csvFileName(table: string, period: { from: string; to: string }): string {
  const safe = table.replace(/[^A-Za-z0-9-]+/g, '-');
  return `${safe}_${period.from}_${period.to}.csv`;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
