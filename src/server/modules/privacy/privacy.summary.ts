import { formatDateTime } from '#shared/format';
import { translate } from '#server/i18n/index';
import type { PersonExport } from './privacy.export';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A value as the reader's language writes it; export.json keeps the raw one. */
function cell(language: PersonExport['language'], value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return escapeHtml(formatDateTime(value, language));
  if (typeof value === 'boolean')
    return escapeHtml(translate(language, `privacy.${value ? 'yes' : 'no'}`));
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return escapeHtml(value.join(', '));
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value));
  return escapeHtml(String(value));
}

/** A column's heading in the reader's language; the field name only if a new column lacks one. */
function heading(language: PersonExport['language'], column: string): string {
  const key = `privacy.columns.${column}`;
  const label = translate(language, key);
  return label === key ? column : label;
}

/** A table per source with its rows; the JSON beside it is the complete, machine-readable copy. */
function section(
  language: PersonExport['language'],
  key: string,
  rows: Record<string, unknown>[],
): string {
  const title = escapeHtml(translate(language, `privacy.sections.${key}`));
  if (rows.length === 0)
    return `<h2>${title}</h2><p>${escapeHtml(translate(language, 'privacy.none'))}</p>`;
  const columns = Object.keys(rows[0]!);
  const head = columns
    .map((column) => `<th>${escapeHtml(heading(language, column))}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${columns.map((column) => `<td>${cell(language, row[column])}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<h2>${title} (${rows.length})</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * summary.html: the export for reading, in the language of the screen it was asked from (the
 * stored language when the call names none), times in Europe/Berlin.
 */
export function renderSummary(
  exported: PersonExport,
  fileNames: string[],
  language: PersonExport['language'] = exported.language,
): string {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(language, `privacy.${key}`, vars);
  const at = formatDateTime(new Date(exported.exportedAt), language);
  const files = fileNames.length
    ? `<ul>${fileNames.map((name) => `<li><a href="${escapeHtml(name)}">${escapeHtml(name)}</a></li>`).join('')}</ul>`
    : `<p>${escapeHtml(t('none'))}</p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t('title'))}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1f2933}table{border-collapse:collapse;font-size:13px;margin-bottom:16px}th,td{border:1px solid #ccd;padding:4px 6px;text-align:left;vertical-align:top}</style></head>
<body><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('intro', { at }))}</p>
${Object.entries(exported.data)
  .map(([key, rows]) => section(language, key, rows))
  .join('\n')}
<h2>${escapeHtml(t('sections.fileBytes'))}</h2>${files}</body></html>`;
}
