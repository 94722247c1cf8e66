export { EditableForm } from './EditableForm';
export type { EditableField, EditableFormProps, FieldChange } from './EditableForm';
export { formatListText, parseListText } from './fieldText';
export type { EditableKind } from './fieldText';
