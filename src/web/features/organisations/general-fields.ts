import type { TFunction } from 'i18next';
import { organisationFields } from '#shared/contracts/admin';
import { timeZoneNames } from '#shared/validation';
import type { EditableField } from '#web/components/edit-in-place/EditableForm';

/** The organisation's general info, in the order the form shows it (an address reads street, postcode, city, country). */
export const GENERAL_FIELDS: [keyof typeof organisationFields, EditableField['kind']][] = [
  ['name', 'text'],
  ['address', 'text'],
  ['postcode', 'text'],
  ['city', 'text'],
  ['country', 'country'],
  ['url', 'url'],
  ['logoFileId', 'logo'],
  ['timeZone', 'text'],
  ['vatId', 'text'],
  ['taxNumber', 'text'],
];

export function generalLabels(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    GENERAL_FIELDS.map(([field]) => [
      field,
      t(`adminOrganisations.fields.${field === 'logoFileId' ? 'logo' : field}`),
    ]),
  );
}

/**
 * The time-zone select: the runtime's IANA zones by name ('Europe/Lisbon'); the server checks the
 * same list. The organisation's current zone stays choosable should this browser not know it.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const names = timeZoneNames();
  return (names.includes(current) ? names : [current, ...names]).map((name) => ({
    value: name,
    label: name.replaceAll('_', ' '),
  }));
}
