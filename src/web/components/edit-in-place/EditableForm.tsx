import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import type { Country } from '#shared/contracts/reference';
import { useCountryOptions } from '#web/components/form/AddressFields';
import { FormMessage } from '#web/components/form/FormMessage';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { LogoField } from '#web/components/upload/LogoField';
import { changedFieldNames, fromFieldText, toFieldText } from './field-text';
import type { EditableKind } from './field-text';

export interface EditableField {
  /** The field's name in the record and in the change sent (e.g. 'qualification.level.type'). */
  name: string;
  label: string;
  kind: EditableKind;
  /** The field's rule, from the shared contract (e.g. agencyFields.name). */
  schema: ZodType;
  readOnly?: boolean;
  /** Marks the label as required (the rule itself is the schema's). */
  required?: boolean;
  /** kind 'logo': the current image's address (the value is the file id). */
  imageUrl?: string | null;
  /** A fixed list to choose from (a select, like 'country'), e.g. the time zones. */
  options?: readonly { value: string; label: string }[];
}

export interface FieldChange {
  field: string;
  value: unknown;
}

export interface EditableFormProps {
  fields: EditableField[];
  /** The record as stored, keyed by field name. */
  values: Record<string, unknown>;
  /**
   * Sends the changed fields only. Resolve once the new record is in `values` (e.g. set the
   * query data from the PATCH answer); reject with the ApiError to show its messages.
   */
  onSubmit: (changes: FieldChange[]) => Promise<void>;
  /** Choices of 'country' fields (GET /api/countries). */
  countries?: Country[];
  submitLabel?: string;
}

/** The translated message of a zod issue (a validation.* key), or a generic one. */
function issueText(t: TFunction, message: string | undefined): string {
  const text = message ? t(`validation.${message}`, { defaultValue: '' }) : '';
  return text || t('admin.editInPlace.invalid');
}

const INPUT_TYPES: Partial<Record<EditableKind, string>> = {
  email: 'email',
  url: 'url',
  date: 'date',
};

type Validated = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Edit in place (spec 000 section 4): every field is read-only until its Edit button is
 * pressed; the button then reads Save, which checks the field and locks it again. Cancel
 * appears while the value differs from the original and restores it. The form's Save sends
 * only the changed fields as field/value pairs, and nothing when nothing changed.
 */
export function EditableForm({
  fields,
  values,
  onSubmit,
  countries,
  submitLabel,
}: EditableFormProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Set<string>>(() => new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{
    severity: 'info' | 'success' | 'error';
    text: string;
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement | null>());

  const countryOptions = useCountryOptions(
    countries,
    typeof values.country === 'string' ? values.country : undefined,
  );

  const textOf = (field: EditableField) =>
    drafts[field.name] ?? toFieldText(field.kind, values[field.name]);
  const changed = changedFieldNames(fields, values, drafts);

  const validate = (field: EditableField, text: string): Validated => {
    const result = field.schema.safeParse(fromFieldText(field.kind, text));
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, error: issueText(t, result.error.issues[0]?.message) };
  };

  const setError = (name: string, error: string | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });

  const setEditingOf = (name: string, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const startEdit = (field: EditableField) => {
    setNotice(null);
    setEditingOf(field.name, true);
    // Focus once the input is writable.
    setTimeout(() => inputs.current.get(field.name)?.focus(), 0);
  };

  /** Save on a field: check it and lock it again; the form's Save sends it. */
  const lockField = (field: EditableField) => {
    const checked = validate(field, textOf(field));
    if (!checked.ok) {
      setError(field.name, checked.error);
      inputs.current.get(field.name)?.focus();
      return;
    }
    setError(field.name, undefined);
    setEditingOf(field.name, false);
  };

  const restore = (field: EditableField) => {
    setDrafts(({ [field.name]: _dropped, ...rest }) => rest);
    setPreviews(({ [field.name]: _dropped, ...rest }) => rest);
    setError(field.name, undefined);
    setEditingOf(field.name, false);
  };

  const change = (field: EditableField, text: string) => {
    setNotice(null);
    setDrafts((current) => ({ ...current, [field.name]: text }));
    if (errors[field.name]) setError(field.name, undefined);
  };

  const submit = async () => {
    setNotice(null);
    if (changed.length === 0) {
      setNotice({ severity: 'info', text: t('admin.editInPlace.nothingToSave') });
      return;
    }
    const changes: FieldChange[] = [];
    const problems: Record<string, string> = {};
    for (const name of changed) {
      const field = fields.find((candidate) => candidate.name === name)!;
      const checked = validate(field, textOf(field));
      if (checked.ok) changes.push({ field: name, value: checked.value });
      else problems[name] = checked.error;
    }
    if (Object.keys(problems).length > 0) {
      setErrors((current) => ({ ...current, ...problems }));
      setEditing((current) => new Set([...current, ...Object.keys(problems)]));
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(changes);
      setDrafts({});
      setPreviews({});
      setEditing(new Set());
      setErrors({});
      setNotice({ severity: 'success', text: t('admin.editInPlace.saved') });
    } catch (error) {
      const byField = apiFieldErrors(t, error);
      const known = [...byField.keys()].filter((name) =>
        fields.some((field) => field.name === name),
      );
      if (known.length > 0) {
        setErrors((current) => ({
          ...current,
          ...Object.fromEntries(known.map((name) => [name, byField.get(name)!])),
        }));
        setEditing(
          (current) => new Set([...current, ...known.filter((name) => !isLogo(fields, name))]),
        );
      }
      if (known.length === 0 || known.length < byField.size) {
        setNotice({ severity: 'error', text: apiErrorText(t, error) });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onKeyDown = (field: EditableField) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && field.kind !== 'multiline') {
      event.preventDefault();
      lockField(field);
    } else if (event.key === 'Escape') {
      restore(field);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2.5}>
        {fields.map((field) => {
          const isChanged = changed.includes(field.name);
          const isEditing = editing.has(field.name);
          const error = errors[field.name];
          const label = field.label;
          const cancelButton = isChanged ? (
            <Button
              size="small"
              color="inherit"
              startIcon={<UndoIcon />}
              onClick={() => restore(field)}
              aria-label={t('admin.editInPlace.cancelField', { label: field.label })}
            >
              {t('admin.editInPlace.cancel')}
            </Button>
          ) : null;

          if (field.kind === 'logo') {
            const url = previews[field.name] ?? field.imageUrl ?? null;
            return (
              <LogoField
                key={field.name}
                label={label}
                required={field.required}
                url={url}
                error={error}
                disabled={field.readOnly}
                onChange={(file) => {
                  change(field, file.id);
                  setPreviews((current) => ({ ...current, [field.name]: file.url }));
                }}
                actions={cancelButton}
              />
            );
          }

          const common = {
            label,
            required: field.required,
            value: textOf(field),
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              change(field, event.target.value),
            error: Boolean(error),
            helperText:
              error ??
              (field.kind === 'list' && isEditing ? t('admin.editInPlace.listHint') : undefined),
            fullWidth: true,
            inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
              inputs.current.set(field.name, element);
            },
            onKeyDown: isEditing ? onKeyDown(field) : undefined,
          };
          const locked = !isEditing || field.readOnly;
          const choices =
            field.options ??
            (field.kind === 'country'
              ? countryOptions.map((country) => ({ value: country.code, label: country.name }))
              : undefined);

          return (
            <Stack
              key={field.name}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {choices ? (
                <TextField
                  {...common}
                  select
                  slotProps={{
                    htmlInput: { readOnly: locked },
                    select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
                  }}
                  sx={locked ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
                >
                  {choices.length === 0 && textOf(field) ? (
                    <MenuItem value={textOf(field)}>{textOf(field)}</MenuItem>
                  ) : null}
                  {choices.map((choice) => (
                    <MenuItem key={choice.value} value={choice.value}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  {...common}
                  type={INPUT_TYPES[field.kind] ?? 'text'}
                  multiline={field.kind === 'multiline'}
                  minRows={field.kind === 'multiline' ? 3 : undefined}
                  slotProps={{
                    // A date input always shows its own placeholder, so its label must sit above it.
                    inputLabel: field.kind === 'date' ? { shrink: true } : undefined,
                    input: { readOnly: locked },
                    htmlInput: field.kind === 'number' ? { inputMode: 'decimal' } : undefined,
                  }}
                  sx={locked ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
                />
              )}
              {field.readOnly ? null : (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ pt: { sm: 1.25 }, flexShrink: 0, minWidth: { sm: 210 } }}
                >
                  {isEditing ? (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<CheckIcon />}
                      onClick={() => lockField(field)}
                      aria-label={t('admin.editInPlace.saveField', { label: field.label })}
                    >
                      {t('admin.editInPlace.save')}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<EditIcon />}
                      onClick={() => startEdit(field)}
                      aria-label={t('admin.editInPlace.editField', { label: field.label })}
                    >
                      {t('admin.editInPlace.edit')}
                    </Button>
                  )}
                  {cancelButton}
                </Stack>
              )}
            </Stack>
          );
        })}
        {notice ? <FormMessage severity={notice.severity} message={notice.text} /> : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel ?? t('admin.editInPlace.submit')}
          </Button>
          {changed.length > 0 ? (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('admin.editInPlace.changedCount', { count: changed.length })}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

function isLogo(fields: EditableField[], name: string) {
  return fields.some((field) => field.name === name && field.kind === 'logo');
}
