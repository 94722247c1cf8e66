import type { JobTitlesResponse } from '#shared/contracts/reference';
import type { Language } from '#shared/language-codes';

/** The specialities of a language, alphabetically in that language. */
export function specialistOptions(titles: JobTitlesResponse | undefined, lang: Language): string[] {
  const byName = titles?.[lang] ?? {};
  return Object.keys(byName).sort((a, b) => a.localeCompare(b, lang));
}

/**
 * The fields of the chosen speciality, sorted. The specialist is free text, so a typed name that
 * matches a speciality apart from case and spaces counts too; anything else has no fields.
 */
export function fieldOptions(
  titles: JobTitlesResponse | undefined,
  lang: Language,
  specialist: string,
): string[] {
  const byName = titles?.[lang] ?? {};
  const wanted = specialist.trim().toLocaleLowerCase(lang);
  if (!wanted) return [];
  const match =
    byName[specialist] ??
    Object.entries(byName).find(([name]) => name.toLocaleLowerCase(lang) === wanted)?.[1];
  return match ? [...match.fields].sort((a, b) => a.localeCompare(b, lang)) : [];
}

/**
 * The field after the specialist changed: the only field when there is exactly one (spec 001
 * section 3), else the current one while it still fits, else empty.
 */
export function fieldAfterSpecialistChange(fields: string[], current: string): string {
  if (fields.length === 1) return fields[0] ?? '';
  if (fields.length === 0 || fields.includes(current)) return current;
  return '';
}
