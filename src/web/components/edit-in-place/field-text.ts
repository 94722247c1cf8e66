/**
 * Edit in place keeps every field as the text in its input. These convert a record's values
 * to that text and back, and find the fields whose text differs from the original.
 */
/** 'date': an ISO calendar day (YYYY-MM-DD), entered with the browser's own date picker. */
export type EditableKind =
  'text' | 'email' | 'url' | 'country' | 'list' | 'number' | 'multiline' | 'logo' | 'date';

/** Lists are entered as text separated by a comma and a space (spec 000 section 7). */
export const LIST_SEPARATOR = ', ';

export function formatListText(value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : '';
  return value.map(String).join(LIST_SEPARATOR);
}

/** 'a, b,,  c ' -> ['a', 'b', 'c']: items trimmed, empty ones dropped. */
export function parseListText(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function toFieldText(kind: EditableKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'list') return formatListText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The value to validate and send for an input's text. */
export function fromFieldText(kind: EditableKind, text: string): unknown {
  switch (kind) {
    case 'list':
      return parseListText(text);
    case 'number': {
      const trimmed = text.trim().replace(',', '.');
      return trimmed === '' ? null : Number(trimmed);
    }
    case 'logo':
    case 'date':
      return text === '' ? null : text;
    default:
      return text;
  }
}

/** Texts compare by meaning: lists by their items, others without surrounding spaces. */
export function sameFieldText(kind: EditableKind, a: string, b: string): boolean {
  if (kind === 'list') return formatListText(parseListText(a)) === formatListText(parseListText(b));
  if (kind === 'logo') return a === b;
  return a.trim() === b.trim();
}

/** The names of the fields whose draft differs from the original value, in field order. */
export function changedFieldNames(
  fields: readonly { name: string; kind: EditableKind }[],
  values: Record<string, unknown>,
  drafts: Record<string, string>,
): string[] {
  return fields
    .filter(
      (field) =>
        field.name in drafts &&
        !sameFieldText(
          field.kind,
          toFieldText(field.kind, values[field.name]),
          drafts[field.name]!,
        ),
    )
    .map((field) => field.name);
}
