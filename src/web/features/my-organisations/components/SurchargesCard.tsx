import { useEffect } from 'react';
import { Button, FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { SURCHARGE_COMBINATIONS, TVOED_SURCHARGES } from '#shared/surcharges';
import { DecimalField, SettingForm } from '#web/components/form/SettingForm';
import { useSettingForm } from '#web/components/form/useSettingForm';
import { SectionCard } from '#web/components/layout/SectionCard';
import { useUpdateOrganisationSettings } from '../api';
import { FederalStateSelect } from './FederalStateSelect';
import { PERCENT_FIELDS, surchargeFormSchema, surchargeFormValues } from '../surcharge-form';

/**
 * The organisation's federal state (whose public holidays count) and the surcharges its agency
 * invoices bill by time of work, with the TVöD figures to start from.
 */
export function SurchargesCard({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation();
  const update = useUpdateOrganisationSettings(organisation.id);
  const stored = surchargeFormValues(organisation);
  const storedKey = JSON.stringify(stored);
  const { form, settingForm } = useSettingForm({
    schema: surchargeFormSchema,
    fields: ['federalState', 'combination', ...PERCENT_FIELDS],
    defaultValues: stored,
    save: async (values) => {
      const saved = await update.mutateAsync(values);
      form.reset(surchargeFormValues(saved));
      return saved.surchargeRules
        ? t('orgStaff.surcharges.saved')
        : t('orgStaff.surcharges.savedNone');
    },
  });
  const { reset, control, watch, setValue } = form;
  const billed = watch('billed');

  // Another organisation or a saved value refills the form, never over typing.
  useEffect(() => {
    reset(JSON.parse(storedKey), { keepDirtyValues: true });
  }, [organisation.id, storedKey, reset]);

  const fillTvoed = () => {
    setValue('combination', TVOED_SURCHARGES.combination, { shouldDirty: true });
    for (const field of PERCENT_FIELDS)
      setValue(field, String(TVOED_SURCHARGES[field]), { shouldDirty: true });
  };

  return (
    <SectionCard
      id="surcharges-title"
      title={t('orgStaff.surcharges.title')}
      intro={t('orgStaff.surcharges.text')}
      sx={{ mb: 3, maxWidth: 720 }}
    >
      <SettingForm {...settingForm} saveLabel={t('orgStaff.surcharges.save')}>
        <FederalStateSelect control={control} name="federalState" required />
        <Controller
          control={control}
          name="billed"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, on) => field.onChange(on)} />}
              label={t('orgStaff.surcharges.billed')}
            />
          )}
        />
        {billed ? (
          <>
            <Grid container spacing={2}>
              {PERCENT_FIELDS.map((name) => (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <DecimalField
                    form={form}
                    name={name}
                    label={t(`orgStaff.surcharges.${name}`)}
                    unit="%"
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                </Grid>
              ))}
            </Grid>
            <Controller
              control={control}
              name="combination"
              render={({ field }) => (
                <TextField
                  select
                  {...field}
                  label={t('orgStaff.surcharges.combination')}
                  helperText={t('orgStaff.surcharges.combinationHelper')}
                  sx={{ maxWidth: 480 }}
                >
                  {SURCHARGE_COMBINATIONS.map((combination) => (
                    <MenuItem key={combination} value={combination}>
                      {t(`orgStaff.surcharges.combinations.${combination}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <div>
              <Button variant="outlined" onClick={fillTvoed}>
                {t('orgStaff.surcharges.useTvoed')}
              </Button>
            </div>
          </>
        ) : null}
      </SettingForm>
    </SectionCard>
  );
}
