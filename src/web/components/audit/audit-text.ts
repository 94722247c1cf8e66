/** Fields that hold the id of an uploaded file (a logo, a picture): no one reads a UUID. */
export function isFileField(field: string): boolean {
  return field === 'fileId' || field.endsWith('FileId');
}

/** A changed value as short text for the history list ('—' for none, lists joined). */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(auditValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
