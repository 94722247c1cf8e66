import type { TFunction } from 'i18next';
import { organisationFields } from '#shared/contracts/admin';
import type { EditableField } from '#web/components/edit-in-place/EditableForm';

/** The organisation's general info, in the order the form shows it. */
export const GENERAL_FIELDS: [keyof typeof organisationFields, EditableField['kind']][] = [
  ['name', 'text'],
  ['postcode', 'text'],
  ['address', 'text'],
  ['country', 'country'],
  ['city', 'text'],
  ['url', 'url'],
  ['logoFileId', 'logo'],
];

export function generalLabels(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    GENERAL_FIELDS.map(([field]) => [
      field,
      t(`adminOrganisations.fields.${field === 'logoFileId' ? 'logo' : field}`),
    ]),
  );
}
