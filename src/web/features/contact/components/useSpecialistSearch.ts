import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
// The contract's own file: the shared barrel would bring every contract along.
import { searchContactSchema } from '#shared/contracts/contact';
import type { SearchContact } from '#shared/contracts/contact';
import type { Language } from '#shared/language-codes';
import { useLanguage } from '#web/i18n/useLanguage';
import { useSpecialities, useSubmitSearchContact } from '../api';
import { consentFormResolver } from '../consent-resolver';
import type { WithConsentBox } from '../consent-resolver';
import { fromIsoDate, rangeValues, todayRange } from '../date-range';
import type { DayRange } from '../date-range';
import { placeServerErrors } from '../server-errors';
import { fieldAfterSpecialistChange, fieldOptions, specialistOptions } from '../specialities';

export type SearchFormValues = WithConsentBox<z.input<typeof searchContactSchema>>;
const resolver = consentFormResolver(searchContactSchema);

const FIELDS = [
  'specialistValue',
  'fieldValue',
  'dateString',
  'startDate',
  'endDate',
  'hospitalName',
  'name',
  'email',
  'phone',
  'isAgreed',
] as const;

function defaultValues(lang: Language): SearchFormValues {
  return {
    specialistValue: '',
    fieldValue: '',
    ...rangeValues(todayRange(), lang),
    hospitalName: '',
    name: '',
    email: '',
    phone: '',
    isAgreed: false,
  };
}

/**
 * What the static stand-in (SpecialistSearchPreview) hands over when the real form replaces
 * it: the text typed so far, the focused control with its selection, and a pending search.
 */
export interface SearchHandover {
  specialistValue: string;
  fieldValue: string;
  focus: 'specialistValue' | 'fieldValue' | 'search' | null;
  selection: [number, number] | null;
  open: boolean;
}

/**
 * The specialist search's state: the form, the panel's open state, the confirmation after a
 * stored request, the suggestions and the takeover from the static stand-in.
 */
export function useSpecialistSearch(handover: SearchHandover | undefined) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const specialities = useSpecialities();
  const submit = useSubmitSearchContact();
  const searchButton = useRef<HTMLButtonElement>(null);
  // A search pressed on the static stand-in opens the panel straight away.
  const [open, setOpen] = useState(Boolean(handover?.open));
  const [confirmed, setConfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<SearchFormValues, unknown, SearchContact>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      ...defaultValues(lang),
      specialistValue: handover?.specialistValue ?? '',
      fieldValue: handover?.fieldValue ?? '',
    },
    // Focus follows the visible order (see focusFirstError), not the order fields registered in.
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue, getValues, setError, setFocus, trigger, reset } = form;
  const { errors, isSubmitting, isSubmitted } = form.formState;

  const specialist = useWatch({ control, name: 'specialistValue' }) ?? '';
  const startDate = useWatch({ control, name: 'startDate' });
  const endDate = useWatch({ control, name: 'endDate' });
  const specialists = specialistOptions(specialities.data, lang);
  const fields = fieldOptions(specialities.data, lang, specialist);
  const from = fromIsoDate(startDate);
  const to = fromIsoDate(endDate);
  const range: DayRange | undefined = from && to ? { from, to } : undefined;

  const changeSpecialist = (next: string, onChange: (value: string) => void) => {
    onChange(next);
    const current = getValues('fieldValue');
    const field = fieldAfterSpecialistChange(fieldOptions(specialities.data, lang, next), current);
    if (field !== current) {
      setValue('fieldValue', field, { shouldValidate: isSubmitted || Boolean(errors.fieldValue) });
    }
  };

  const setRange = (next: DayRange | undefined) => {
    const values = rangeValues(next, lang);
    const validate = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue('startDate', values.startDate, validate);
    setValue('endDate', values.endDate, validate);
    setValue('dateString', values.dateString, { ...validate, shouldTouch: true });
  };

  // An empty search still opens the panel, and says what is missing.
  const checkSearch = () => {
    const { specialistValue, fieldValue } = getValues();
    if (!specialistValue.trim() || !fieldValue.trim())
      void trigger(['specialistValue', 'fieldValue']);
  };

  const openPanel = () => {
    setOpen(true);
    checkSearch();
  };

  // Takes over from the static stand-in before paint: same focus, caret and pending search.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (!handover || handedOver.current) return;
    handedOver.current = true;
    if (handover.open) checkSearch();
    if (handover.focus === 'search') searchButton.current?.focus();
    else if (handover.focus) {
      setFocus(handover.focus);
      const input = document.activeElement;
      if (handover.selection && input instanceof HTMLInputElement) {
        input.setSelectionRange(...handover.selection);
      }
    }
    // Once, on mount: the stand-in is gone after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await submit.mutateAsync(values);
        setConfirmed(true);
      } catch (error) {
        setFormError(placeServerErrors(t, error, FIELDS, setError));
      }
    },
    (invalid) => {
      const first = FIELDS.find((name) => invalid[name]);
      // The period's start and end have no input of their own: the date input stands for them.
      if (first) setFocus(first === 'startDate' || first === 'endDate' ? 'dateString' : first);
    },
  );

  const closeConfirmation = () => {
    setConfirmed(false);
    setOpen(false);
    setFormError(null);
    reset(defaultValues(lang));
    // The send button disappears with the panel; the search button is where the user goes on.
    requestAnimationFrame(() => searchButton.current?.focus());
  };

  return {
    form,
    errors,
    isSubmitting,
    open,
    setOpen,
    confirmed,
    formError,
    specialists,
    fields,
    range,
    searchButton,
    changeSpecialist,
    setRange,
    openPanel,
    send,
    closeConfirmation,
  };
}
