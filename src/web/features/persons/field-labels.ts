import type { TFunction } from 'i18next';
import { PERSON_SECTIONS } from '#web/components/edit-in-place/person-sections';

/** Every person field's label, for the edit forms and the history tab. */
export function personFieldLabels(t: TFunction): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const section of PERSON_SECTIONS) {
    for (const [name, , key] of section.fields) labels[name] = t(`adminPeople.fields.${key}`);
  }
  return labels;
}
