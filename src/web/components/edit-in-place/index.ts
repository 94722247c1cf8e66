export { EditableForm } from './EditableForm';
export type { EditableField, EditableFormProps, FieldChange } from './EditableForm';
export { formatListText, parseListText } from './fieldText';
export type { EditableKind } from './fieldText';
export { PERSON_REQUIRED, PERSON_SECTIONS, personValues } from './personSections';
export type { PersonFieldName } from './personSections';
