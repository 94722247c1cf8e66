import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Collapse,
  IconButton,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
// The contract's own file: the shared barrel would bring every contract along.
import { searchContactSchema } from '#shared/contracts/contact';
import type { SearchContact } from '#shared/contracts/contact';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { useLanguage } from '#web/i18n/useLanguage';
import { useSpecialities, useSubmitSearchContact } from '../api';
import { consentFormResolver } from '../consent-resolver';
import type { WithConsentBox } from '../consent-resolver';
import { fromIsoDate, rangeValues, todayRange } from '../date-range';
import type { DayRange } from '../date-range';
import { placeServerErrors } from '../server-errors';
import { fieldAfterSpecialistChange, fieldOptions, specialistOptions } from '../specialities';
import { ConsentCheckbox } from './ConsentCheckbox';
import { ContactConfirmationDialog } from './ContactConfirmationDialog';
import { ContactSteps } from './ContactSteps';
import { DateRangeField } from './DateRangeField';

type SearchFormValues = WithConsentBox<z.input<typeof searchContactSchema>>;
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

function defaultValues(): SearchFormValues {
  return {
    specialistValue: '',
    fieldValue: '',
    ...rangeValues(todayRange()),
    hospitalName: '',
    name: '',
    email: '',
    phone: '',
    isAgreed: false,
  };
}

/** The search form's layout switches at 840 and 480 px (spec 001 section 9). */
const NARROW = '@media (max-width:840px)';
const SMALL = '@media (max-width:480px)';

function SuggestField({
  id,
  name,
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  return (
    <Autocomplete
      id={id}
      freeSolo
      autoHighlight={false}
      options={options}
      value={value || null}
      inputValue={value}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      slotProps={{ listbox: { sx: { maxHeight: 294 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
    />
  );
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

export interface SpecialistSearchProps {
  /** Heading level of the contact panel's title (the page around it decides). Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * 'paper' (default): the search bar and the panel are cards of their own. 'none': no card
   * chrome, for a page that already puts the form on a card.
   */
  surface?: 'paper' | 'none';
  /** State taken over from the static stand-in, applied once on mount. */
  handover?: SearchHandover;
}

/**
 * The home page's specialist search (spec 001 sections 2 to 5): 'we are looking for' a
 * specialist 'in our' department; the search button opens the contact panel with the period,
 * hospital, name, e-mail, phone and consent. A confirmation dialog follows a stored request.
 */
export function SpecialistSearch({
  headingLevel = 3,
  surface = 'paper',
  handover,
}: SpecialistSearchProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fieldError = useFieldErrorText();
  const uid = useId();
  const panelId = `${uid}-panel`;
  const titleId = `${uid}-title`;
  const specialities = useSpecialities();
  const submit = useSubmitSearchContact();
  const card = surface === 'paper';
  const searchButton = useRef<HTMLButtonElement>(null);
  // A search pressed on the static stand-in opens the panel straight away.
  const [open, setOpen] = useState(Boolean(handover?.open));
  const [confirmed, setConfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    setFocus,
    trigger,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SearchFormValues, unknown, SearchContact>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      ...defaultValues(),
      specialistValue: handover?.specialistValue ?? '',
      fieldValue: handover?.fieldValue ?? '',
    },
    // Focus follows the visible order (see focusFirstError), not the order fields registered in.
    shouldFocusError: false,
  });

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
    const values = rangeValues(next);
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
    reset(defaultValues());
    // The send button disappears with the panel; the search button is where the user goes on.
    requestAnimationFrame(() => searchButton.current?.focus());
  };

  const text = (
    name: 'hospitalName' | 'name' | 'email' | 'phone',
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      {...register(name)}
      label={t(`contact.fields.${name}`)}
      autoComplete={autoComplete}
      type={type}
      error={Boolean(errors[name])}
      helperText={fieldError(errors[name]) ?? ' '}
      fullWidth
    />
  );

  const dateError = errors.dateString ?? errors.endDate ?? errors.startDate;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('contact.search.label')}
      onSubmit={(event) => {
        // Enter in the search fields searches while the panel is closed.
        if (!open) {
          event.preventDefault();
          openPanel();
          return;
        }
        void send(event);
      }}
    >
      <Paper
        elevation={card ? 3 : 0}
        sx={{
          p: card ? { xs: 2, sm: 3 } : 0,
          bgcolor: card ? undefined : 'transparent',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr auto',
          columnGap: 2,
          alignItems: 'start',
          [NARROW]: { gridTemplateColumns: '1fr 1fr' },
          [SMALL]: { gridTemplateColumns: '1fr', p: card ? 2 : 0 },
        }}
      >
        <Controller
          name="specialistValue"
          control={control}
          render={({ field, fieldState }) => (
            <SuggestField
              id={`${uid}-specialist`}
              name={field.name}
              label={t('contact.search.specialist')}
              placeholder={t('contact.search.specialistPlaceholder')}
              options={specialists}
              value={field.value}
              onChange={(next) => changeSpecialist(next, field.onChange)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Controller
          name="fieldValue"
          control={control}
          render={({ field, fieldState }) => (
            <SuggestField
              id={`${uid}-field`}
              name={field.name}
              label={t('contact.search.field')}
              placeholder={t('contact.search.fieldPlaceholder')}
              options={fields}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Button
          type="button"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          ref={searchButton}
          onClick={openPanel}
          aria-expanded={open}
          aria-controls={panelId}
          sx={{
            height: 56,
            px: 4,
            [NARROW]: { gridColumn: '1 / -1', mb: 1 },
          }}
        >
          {t('contact.search.submit')}
        </Button>
      </Paper>

      <Collapse in={open} timeout="auto">
        <Paper
          id={panelId}
          role="region"
          aria-labelledby={titleId}
          elevation={card ? 3 : 0}
          sx={
            card
              ? { mt: 2, p: { xs: 2, sm: 3 } }
              : {
                  mt: 1,
                  pt: 3,
                  bgcolor: 'transparent',
                  borderTop: 1,
                  borderColor: 'divider',
                  borderRadius: 0,
                }
          }
        >
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}
          >
            <Box>
              <Typography id={titleId} variant="h6" component={`h${headingLevel}`}>
                {t('contact.search.panelTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('contact.search.panelText')}
              </Typography>
            </Box>
            <IconButton
              onClick={() => setOpen((value) => !value)}
              aria-label={t('contact.search.close')}
              aria-controls={panelId}
              aria-expanded={open}
              sx={{ display: 'none', [NARROW]: { display: 'inline-flex' } }}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ mb: 3 }}>
            <ContactSteps active={1} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
              [NARROW]: { gridTemplateColumns: 'repeat(2, 1fr)' },
              [SMALL]: { gridTemplateColumns: '1fr' },
            }}
          >
            <Controller
              name="dateString"
              control={control}
              render={({ field }) => (
                <DateRangeField
                  name={field.name}
                  inputRef={field.ref}
                  dateString={field.value}
                  range={range}
                  onChange={setRange}
                  onBlur={field.onBlur}
                  error={Boolean(dateError)}
                  helperText={fieldError(dateError)}
                  todayRange={todayRange}
                />
              )}
            />
            {text('hospitalName', 'organization')}
            {text('name', 'name')}
            {text('email', 'email', 'email')}
            {text('phone', 'tel', 'tel')}
          </Box>
          <Controller
            name="isAgreed"
            control={control}
            render={({ field, fieldState }) => (
              <ConsentCheckbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormMessage message={formError} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                sx={{ [SMALL]: { width: '100%' } }}
              >
                {t('contact.search.send')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      </Collapse>
      <ContactConfirmationDialog open={confirmed} onClose={closeConfirmation} disableRestoreFocus />
    </Box>
  );
}
