/**
 * Puts the server's field errors (apiFieldErrors) on the form's own fields; true when at least
 * one landed there, so the caller shows a form-level message only when none did.
 */
export function placeServerErrors<T extends string>(
  fields: readonly T[] | ((field: string) => boolean),
  byField: Map<string, string>,
  setError: (field: T, message: string) => void,
): boolean {
  const isField =
    typeof fields === 'function'
      ? fields
      : (field: string) => (fields as readonly string[]).includes(field);
  let placed = false;
  for (const [field, message] of byField) {
    if (isField(field)) {
      setError(field as T, message);
      placed = true;
    }
  }
  return placed;
}
