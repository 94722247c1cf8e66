import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormGroup,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '../../../../../shared/contracts/requests';
import type { RequestKind } from '../../../../../shared/request-states';
import { apiErrorText, translateValidationMessage } from '../../../../i18n/messages';
import { isApiError } from '../../../../lib/api-client';
import { emptyFormValues, formFieldOfServerField, validateRequestForm } from '../../form-values';
import type { RequestFormField, RequestFormValues, ShiftValue } from '../../form-values';
import { ShiftsField } from './ShiftsField';
import { SkillsField } from './SkillsField';

export interface FormOption {
  value: string;
  label: string;
}

/** Reference lists, loaded by the page (a feature does not reach into another). */
export interface RequestFormOptions {
  qualifications: FormOption[];
  shiftTypes: FormOption[];
  contractTypes: FormOption[];
  fields: FormOption[];
}

export interface RequestFormProps {
  initial: RequestFormValues;
  /** Editing a saved request: the kind and organisation stay. */
  editing: boolean;
  organisations: MyOrganisation[];
  options: RequestFormOptions;
  /** Sends the values; a rejection with an API error is shown on the fields. */
  onSubmit: (values: RequestFormValues) => Promise<void>;
  cancelHref: string;
}

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Posting and editing a request (spec 001 "Job form"): a staff request (Neue Dienstanfrage) or a
 * substitute doctor (Vertretungsarzt). Required fields are marked when missing, never skipped
 * silently; the server's field errors land on the same fields.
 */
export function RequestForm({
  initial,
  editing,
  organisations,
  options,
  onSubmit,
  cancelHref,
}: RequestFormProps) {
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

  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

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

  const selectField = (
    name: 'qualification' | 'jobType' | 'jobOperation' | 'field' | 'organisation' | 'orig_dept',
    list: FormOption[],
    {
      required = false,
      disabled = false,
      hint = ' ',
      keepUnlisted = true,
    }: {
      required?: boolean;
      disabled?: boolean;
      /** The helper text while the field has no error. */
      hint?: string;
      /** A saved value no longer in the list stays selectable (not for ids: they mean nothing). */
      keepUnlisted?: boolean;
    } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          select
          fullWidth
          required={required}
          disabled={disabled}
          label={t(`requestForm.fields.${name}`)}
          error={Boolean(errors[name])}
          helperText={text(name) ?? hint}
        >
          {keepUnlisted && field.value && !list.some((option) => option.value === field.value) ? (
            <MenuItem value={field.value}>{field.value}</MenuItem>
          ) : null}
          {list.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const switchField = (name: 'facharzt' | 'assistenzarzt' | 'immediate' | 'accomodation') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ minHeight: 44, mr: 3 }}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={t(`requestForm.fields.${name}`)}
        />
      )}
    />
  );

  const doctor = kind === 'substitute_doctor';

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ maxWidth: 880 }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography
            id="request-kind-label"
            variant="subtitle2"
            color="text.secondary"
            sx={{ mb: 1 }}
          >
            {t('requestForm.fields.kind')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={kind}
            onChange={(_event, next: RequestKind | null) => changeKind(next)}
            aria-labelledby="request-kind-label"
            disabled={editing}
            sx={{
              '& .MuiToggleButton-root': {
                minHeight: 56,
                minWidth: 0,
                textTransform: 'none',
                fontSize: '1rem',
                lineHeight: 1.25,
                // On a phone the icon sits above the label, so "Vertretungsarzt" fits half the width.
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 0.25, sm: 1 },
              },
            }}
          >
            <ToggleButton value="staff">
              <PeopleAltOutlinedIcon />
              {t('requestForm.kinds.staff')}
            </ToggleButton>
            <ToggleButton value="substitute_doctor">
              <LocalHospitalOutlinedIcon />
              {t('requestForm.kinds.substitute_doctor')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>

        <Section title={t('requestForm.sections.general')}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextField
                {...register('title')}
                label={t('requestForm.fields.title')}
                placeholder={t(
                  doctor
                    ? 'requestForm.fields.titlePlaceholderDoctor'
                    : 'requestForm.fields.titlePlaceholder',
                )}
                required
                fullWidth
                error={Boolean(errors.title)}
                helperText={text('title') ?? ' '}
              />
            </Grid>
            {doctor ? (
              <Grid size={12}>
                <TextField
                  {...register('subtitle')}
                  label={t('requestForm.fields.subtitle')}
                  fullWidth
                  error={Boolean(errors.subtitle)}
                  helperText={text('subtitle') ?? ' '}
                />
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, sm: 6 }}>
              {selectField(
                'organisation',
                organisations.map((item) => ({ value: item._id, label: item.name })),
                {
                  required: true,
                  disabled: editing,
                  hint: organisations.length === 0 ? t('requestForm.noOrganisation') : ' ',
                  keepUnlisted: false,
                },
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {doctor
                ? selectField('field', options.fields, { required: true })
                : selectField(
                    'orig_dept',
                    departments.map((department) => ({
                      value: department._id,
                      label: department.name,
                    })),
                    {
                      required: true,
                      // Stations belong to an organisation: none to choose before one is chosen.
                      disabled: !organisation,
                      hint: organisation ? ' ' : t('requestForm.fields.orig_deptHint'),
                      keepUnlisted: false,
                    },
                  )}
            </Grid>
            <Grid size={12}>
              <TextField
                {...register('desc')}
                label={t('requestForm.fields.desc')}
                multiline
                minRows={3}
                fullWidth
                error={Boolean(errors.desc)}
                helperText={text('desc') ?? ' '}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={t('requestForm.sections.workingHours')}>
          <Stack spacing={2}>
            <Controller
              control={control}
              name="shifts"
              render={({ field }) => (
                <ShiftsField
                  kind={kind}
                  value={field.value}
                  onChange={field.onChange}
                  error={text('shifts')}
                  addButtonRef={field.ref}
                  onActiveChange={(active) => {
                    setPickingDates(active);
                    if (!active && errors.shifts?.type === 'pending') clearErrors('shifts');
                  }}
                />
              )}
            />
            {doctor ? null : (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>{selectField('jobType', options.shiftTypes)}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register('timeLimit')}
                    label={t('requestForm.fields.timeLimit')}
                    type="number"
                    fullWidth
                    error={Boolean(errors.timeLimit)}
                    helperText={text('timeLimit') ?? t('requestForm.fields.timeLimitHelp')}
                    slotProps={{
                      htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            {t('requestForm.fields.hours')}
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                </Grid>
              </Grid>
            )}
          </Stack>
        </Section>

        {doctor ? (
          <Section title={t('requestForm.sections.conditions')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                {selectField('jobOperation', options.contractTypes)}
              </Grid>
              <Grid size={12}>
                <Typography variant="subtitle2" color="text.secondary">
                  {t('requestForm.fields.position')}
                </Typography>
                <FormGroup row>
                  {switchField('facharzt')}
                  {switchField('assistenzarzt')}
                  {switchField('immediate')}
                  {switchField('accomodation')}
                </FormGroup>
              </Grid>
              {(['payActive', 'payOnCall'] as const).map((name) => (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register(name)}
                    label={t(`requestForm.fields.${name}`)}
                    fullWidth
                    error={Boolean(errors[name])}
                    helperText={text(name) ?? ' '}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: { endAdornment: <InputAdornment position="end">€/h</InputAdornment> },
                    }}
                  />
                </Grid>
              ))}
            </Grid>
          </Section>
        ) : null}

        <Section title={t('requestForm.sections.qualification')}>
          <Grid container spacing={2}>
            {doctor ? null : (
              <Grid size={{ xs: 12, sm: 6 }}>
                {selectField('qualification', options.qualifications)}
              </Grid>
            )}
            <Grid size={12}>
              <Controller
                control={control}
                name="skills"
                render={({ field }) => (
                  <SkillsField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={text('skills')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </Section>

        {submitFailed && missing.length > 0 ? (
          <Alert severity="error" role="alert">
            {t('requestForm.missing', {
              fields: missing.map((field) => t(`requestForm.summary.${field}`)).join(', '),
            })}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}

        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            justifyContent: 'flex-end',
            alignItems: 'center',
            // On a phone the send button stays in reach at the bottom of the screen.
            position: { xs: pickingDates ? 'static' : 'sticky', sm: 'static' },
            bottom: 0,
            zIndex: 2,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: { xs: 1, sm: 0 },
            borderColor: 'divider',
          }}
        >
          <Button
            component={RouterLink}
            to={cancelHref}
            size="large"
            sx={{ minHeight: 48, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.5 } }}
          >
            {t('requestForm.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            sx={{
              minHeight: 48,
              flex: { xs: 1, sm: 'none' },
              minWidth: { sm: 200 },
              whiteSpace: 'nowrap',
            }}
          >
            {isSubmitting
              ? t('requestForm.saving')
              : editing
                ? t('requestForm.saveChanges')
                : t('requestForm.publish')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
