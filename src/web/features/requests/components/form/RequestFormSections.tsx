import { FormGroup, Grid, InputAdornment, Stack, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { FormTextField, Section, SelectField, SwitchField } from './FormFields';
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
  const { kind, organisation, departments } = state;
  const doctor = kind === 'substitute_doctor';
  return (
    <Section title={t('requestForm.sections.general')}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            state={state}
            name="title"
            placeholder={t(
              doctor
                ? 'requestForm.fields.titlePlaceholderDoctor'
                : 'requestForm.fields.titlePlaceholder',
            )}
            required
          />
        </Grid>
        {doctor ? (
          <Grid size={12}>
            <FormTextField state={state} name="subtitle" />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            state={state}
            name="organisation"
            list={organisations.map((item) => ({ value: item._id, label: item.name }))}
            required
            disabled={editing}
            hint={organisations.length === 0 ? t('requestForm.noOrganisation') : ' '}
            keepUnlisted={false}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {doctor ? (
            <SelectField state={state} name="field" list={options.fields} required />
          ) : (
            <SelectField
              state={state}
              name="orig_dept"
              list={departments.map((department) => ({
                value: department._id,
                label: department.name,
              }))}
              required
              // Stations belong to an organisation: none to choose before one is chosen.
              disabled={!organisation}
              hint={organisation ? ' ' : t('requestForm.fields.orig_deptHint')}
              keepUnlisted={false}
            />
          )}
        </Grid>
        <Grid size={12}>
          <FormTextField state={state} name="desc" multiline minRows={3} />
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
              <SelectField state={state} name="jobType" list={options.shiftTypes} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                state={state}
                name="timeLimit"
                type="number"
                hint={t('requestForm.fields.timeLimitHelp')}
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
  return (
    <Section title={t('requestForm.sections.conditions')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField state={state} name="jobOperation" list={options.contractTypes} />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" color="text.secondary">
            {t('requestForm.fields.position')}
          </Typography>
          <FormGroup row>
            {(['facharzt', 'assistenzarzt', 'immediate', 'accomodation'] as const).map((name) => (
              <SwitchField key={name} state={state} name={name} />
            ))}
          </FormGroup>
        </Grid>
        {(['payActive', 'payOnCall'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              state={state}
              name={name}
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
  const doctor = kind === 'substitute_doctor';
  return (
    <Section title={t('requestForm.sections.qualification')}>
      <Grid container spacing={2}>
        {doctor ? null : (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField state={state} name="qualification" list={options.qualifications} />
          </Grid>
        )}
        <Grid size={12}>
          <Controller
            control={form.control}
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
