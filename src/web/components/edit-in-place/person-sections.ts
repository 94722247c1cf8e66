import { personFields } from '#shared/contracts/admin';
import type { Person } from '#shared/contracts/admin';
import type { EditableKind } from './field-text';

export type PersonFieldName = keyof typeof personFields;

/**
 * The editable sections of a person profile (spec 000 "Person detail sections"), shared by the
 * back office's person detail and the agency's staff profiles: [field, kind, label key under
 * adminPeople.fields].
 */
export const PERSON_SECTIONS: { id: string; fields: [PersonFieldName, EditableKind, string][] }[] =
  [
    {
      id: 'personal',
      fields: [
        ['email', 'email', 'email'],
        ['firstName', 'text', 'firstName'],
        ['lastName', 'text', 'lastName'],
        ['contact', 'text', 'contact'],
      ],
    },
    {
      id: 'address',
      fields: [
        ['address', 'text', 'address'],
        ['postcode', 'text', 'postcode'],
        ['city', 'text', 'city'],
      ],
    },
    {
      id: 'qualification',
      fields: [
        ['qualification.level.type', 'text', 'qualificationLevel'],
        ['qualification.additionalInfo.type', 'text', 'qualificationAdditional'],
      ],
    },
    { id: 'skills', fields: [['skills', 'list', 'skills']] },
    {
      id: 'preferences',
      fields: [
        ['preferences.distance', 'number', 'distance'],
        ['preferences.minSalary', 'number', 'minSalary'],
        ['preferences.jobType', 'list', 'jobType'],
      ],
    },
  ];

export const PERSON_REQUIRED = new Set<PersonFieldName>(['email', 'firstName', 'lastName']);

/** The person's values keyed by the API's field names. */
export function personValues(person: Person): Record<PersonFieldName, unknown> {
  return {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    contact: person.contact,
    address: person.address,
    postcode: person.postcode,
    city: person.city,
    'qualification.level.type': person.qualification.level.type,
    'qualification.additionalInfo.type': person.qualification.additionalInfo.type,
    skills: person.skills,
    'preferences.distance': person.preferences.distance,
    'preferences.minSalary': person.preferences.minSalary,
    'preferences.jobType': person.preferences.jobType,
  };
}
