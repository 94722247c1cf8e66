import { FormGroup, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { Section, SelectField, SwitchField } from './FormFields';
import type { FormOption } from './FormFields';
import { ShiftsField } from './ShiftsField';
import { SkillsField } from './SkillsField';
import type { RequestFormState } from './useRequestForm';

/** Reference lists, loaded by the page (a feature does not reach into another). */
export interface RequestFormOptions {
  qualifications: FormOption[];
  shiftTypes: FormOption[];
  contractTypes: FormOption[];
  fields: FormOption[];
}

interface SectionProps {
  state: RequestFormState;
  options: RequestFormOptions;
}

export function GeneralSection({
  state,
  options,
  organisations,
  editing,
}: SectionProps & { organisations: MyOrganisation[]; editing: boolean }) {
  const { t } = useTranslation();
  const { form, kind, organisation, departments, text } = state;
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const doctor = kind === 'substitute_doctor';
  return (
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
          <SelectField
            control={control}
            name="organisation"
            list={organisations.map((item) => ({ value: item._id, label: item.name }))}
            invalid={Boolean(errors.organisation)}
            errorText={text('organisation')}
            required
            disabled={editing}
            hint={organisations.length === 0 ? t('requestForm.noOrganisation') : ' '}
            keepUnlisted={false}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {doctor ? (
            <SelectField
              control={control}
              name="field"
              list={options.fields}
              invalid={Boolean(errors.field)}
              errorText={text('field')}
              required
            />
          ) : (
            <SelectField
              control={control}
              name="orig_dept"
              list={departments.map((department) => ({
                value: department._id,
                label: department.name,
              }))}
              invalid={Boolean(errors.orig_dept)}
              errorText={text('orig_dept')}
              required
              // Stations belong to an organisation: none to choose before one is chosen.
              disabled={!organisation}
              hint={organisation ? ' ' : t('requestForm.fields.orig_deptHint')}
              keepUnlisted={false}
            />
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
  );
}

export function WorkingHoursSection({ state, options }: SectionProps) {
  const { t } = useTranslation();
  const { form, kind, organisation, text, setPickingDates } = state;
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const doctor = kind === 'substitute_doctor';
  return (
    <Section title={t('requestForm.sections.workingHours')}>
      <Stack spacing={2}>
        <Controller
          control={control}
          name="shifts"
          render={({ field }) => (
            <ShiftsField
              kind={kind}
              timeZone={organisation?.timeZone}
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
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                control={control}
                name="jobType"
                list={options.shiftTypes}
                invalid={Boolean(errors.jobType)}
                errorText={text('jobType')}
              />
            </Grid>
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
  );
}

/** Only for a substitute doctor: contract, position and pay. */
export function ConditionsSection({ state, options }: SectionProps) {
  const { t } = useTranslation();
  const { form, text } = state;
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <Section title={t('requestForm.sections.conditions')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            control={control}
            name="jobOperation"
            list={options.contractTypes}
            invalid={Boolean(errors.jobOperation)}
            errorText={text('jobOperation')}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" color="text.secondary">
            {t('requestForm.fields.position')}
          </Typography>
          <FormGroup row>
            <SwitchField control={control} name="facharzt" />
            <SwitchField control={control} name="assistenzarzt" />
            <SwitchField control={control} name="immediate" />
            <SwitchField control={control} name="accomodation" />
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
  );
}

export function QualificationSection({ state, options }: SectionProps) {
  const { t } = useTranslation();
  const { form, kind, text } = state;
  const {
    control,
    formState: { errors },
  } = form;
  const doctor = kind === 'substitute_doctor';
  return (
    <Section title={t('requestForm.sections.qualification')}>
      <Grid container spacing={2}>
        {doctor ? null : (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              control={control}
              name="qualification"
              list={options.qualifications}
              invalid={Boolean(errors.qualification)}
              errorText={text('qualification')}
            />
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
  );
}
