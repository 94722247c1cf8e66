import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';

/**
 * Puts a failed submit's field details (400) onto the form's fields and returns the text for
 * everything that belongs to no field (or null when every detail found its field).
 */
export function placeServerErrors<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const unplaced: string[] = [];
  let placed = false;
  for (const [field, text] of apiFieldErrors(t, error)) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: text }, { shouldFocus: !placed });
      placed = true;
    } else {
      unplaced.push(text);
    }
  }
  if (unplaced.length > 0) return unplaced.join(', ');
  return placed ? null : apiErrorText(t, error);
}
