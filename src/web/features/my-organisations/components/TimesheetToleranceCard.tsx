import { useEffect } from 'react';
import { InputAdornment } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { FormTextField } from '#web/components/form/FormTextField';
import { SettingForm } from '#web/components/form/SettingForm';
import { useSettingForm } from '#web/components/form/useSettingForm';
import { SectionCard } from '#web/components/layout/SectionCard';
import { useUpdateOrganisationSettings } from '../api';
import { toleranceFormSchema } from '../timesheet-tolerance';

/**
 * How far confirmed hours may lie before the booked start or after the booked end (its
 * administrators set it): further out, the server refuses them, and only hours inside are
 * approved automatically.
 */
export function TimesheetToleranceCard({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation();
  const update = useUpdateOrganisationSettings(organisation.id);
  const stored = String(organisation.timesheetToleranceHours);
  const { form, settingForm } = useSettingForm({
    schema: toleranceFormSchema,
    fields: ['timesheetToleranceHours'],
    defaultValues: { timesheetToleranceHours: stored },
    save: async (values) => {
      const { timesheetToleranceHours: hours } = await update.mutateAsync(values);
      form.reset({ timesheetToleranceHours: String(hours) });
      return t('orgStaff.tolerance.saved', { count: hours });
    },
  });
  const { reset } = form;

  // Another organisation or a saved value refills the field, never over typing.
  useEffect(() => {
    reset({ timesheetToleranceHours: stored }, { keepDirtyValues: true });
  }, [organisation.id, stored, reset]);

  return (
    <SectionCard
      id="timesheet-tolerance-title"
      title={t('orgStaff.tolerance.title')}
      intro={t('orgStaff.tolerance.text')}
      sx={{ mb: 3, maxWidth: 720 }}
    >
      <SettingForm {...settingForm} saveLabel={t('orgStaff.tolerance.save')}>
        <FormTextField
          form={form}
          name="timesheetToleranceHours"
          label={t('orgStaff.tolerance.label')}
          hint={t('orgStaff.tolerance.helper')}
          autoComplete="off"
          sx={{ maxWidth: 280 }}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">h</InputAdornment> },
          }}
        />
      </SettingForm>
    </SectionCard>
  );
}
