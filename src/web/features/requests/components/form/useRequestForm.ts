import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import type { RequestKind } from '#shared/request-states';
import { apiErrorText, translateValidationMessage } from '#web/i18n/messages';
import { isApiError } from '#web/lib/api-client';
import { emptyFormValues, formFieldOfServerField, validateRequestForm } from '../../form-values';
import type { RequestFormField, RequestFormValues, ShiftValue } from '../../form-values';

/** Fields in the order they appear, so the summary of missing ones reads top to bottom. */
const FIELD_ORDER: RequestFormField[] = [
  'title',
  'subtitle',
  'organisation',
  'orig_dept',
  'field',
  'shifts',
  'qualification',
  'skills',
  'desc',
  'jobType',
  'timeLimit',
  'jobOperation',
  'payActive',
  'payOnCall',
];

/**
 * The form's state: validation (the client's rules, then the server's field errors on the same
 * fields), the stations of the chosen organisation and switching the kind.
 */
export function useRequestForm({
  initial,
  editing,
  organisations,
  onSubmit,
}: {
  initial: RequestFormValues;
  editing: boolean;
  organisations: MyOrganisation[];
  onSubmit: (values: RequestFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const savedShifts = useRef<ShiftValue[]>(editing ? initial.shifts : []);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitFailed, setSubmitFailed] = useState(false);
  // While days are being picked, unsaved days must not be lost by sending the form.
  const [pickingDates, setPickingDates] = useState(false);

  const resolver: Resolver<RequestFormValues> = (values) => {
    const found = validateRequestForm(values, Date.now(), savedShifts.current);
    const entries = Object.entries(found);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<RequestFormValues>,
    };
  };

  const form = useForm<RequestFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = form;

  const kind = useWatch({ control, name: 'kind' });
  const organisationId = useWatch({ control, name: 'organisation' });
  const organisation = organisations.find((item) => item._id === organisationId);
  const departments = useMemo(() => organisation?.departments ?? [], [organisation]);

  // Stations depend on the organisation: a station of another one is dropped, and a single
  // station (a ward manager's own) is chosen for the user.
  useEffect(() => {
    const current = getValues('orig_dept');
    if (current && !departments.some((department) => department._id === current)) {
      setValue('orig_dept', '');
    }
    if (!current && departments.length === 1) setValue('orig_dept', departments[0]!._id);
  }, [departments, getValues, setValue]);

  const text = (field: RequestFormField) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message
      ? translateValidationMessage(t, message)
      : undefined;
  };

  const missing = FIELD_ORDER.filter((field) => errors[field]);

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      setSubmitFailed(false);
      try {
        await onSubmit(values);
      } catch (error) {
        setSubmitFailed(true);
        let placed = false;
        const unplaced: string[] = [];
        if (isApiError(error)) {
          for (const detail of error.details) {
            const field = detail.field ? formFieldOfServerField(detail.field, values) : undefined;
            const message = detail.key ?? detail.message;
            if (field) {
              setError(field, { type: 'server', message }, { shouldFocus: !placed });
              placed = true;
            } else if (detail.key || detail.message) {
              unplaced.push(translateValidationMessage(t, message));
            }
          }
        }
        if (unplaced.length > 0) setServerError(unplaced.join(', '));
        else if (!placed) setServerError(apiErrorText(t, error));
      }
    },
    () => setSubmitFailed(true),
  );

  const send = (event: FormEvent<HTMLFormElement>) => {
    if (!pickingDates) return submit(event);
    // Checked before the other fields: otherwise "add a date" would hide the days just picked.
    event.preventDefault();
    setSubmitFailed(true);
    setError('shifts', { type: 'pending', message: t('requestForm.shifts.pending') });
  };

  const changeKind = (next: RequestKind | null) => {
    if (!next || next === kind) return;
    // Title, organisation, station, description and dates carry over; the rest starts fresh.
    const current = getValues();
    const fresh = emptyFormValues(next, current.organisation);
    for (const [key, value] of Object.entries({
      ...fresh,
      title: current.title,
      orig_dept: current.orig_dept,
      desc: current.desc,
      skills: current.skills,
      shifts: current.shifts,
    })) {
      setValue(key as RequestFormField, value as never, { shouldValidate: submitFailed });
    }
  };

  return {
    form,
    kind,
    organisation,
    departments,
    text,
    missing,
    send,
    changeKind,
    serverError,
    submitFailed,
    pickingDates,
    setPickingDates,
  };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
