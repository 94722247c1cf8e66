import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { formatMoney } from '#shared/format';
import { DecimalField, SettingForm } from '#web/components/form/SettingForm';
import { useSettingForm } from '#web/components/form/useSettingForm';
import { SectionCard } from '#web/components/layout/SectionCard';
import { useLanguage } from '#web/i18n/useLanguage';
import { useUpdateOrganisationSettings } from '../api';
import { internalCostFormSchema, internalCostInput } from '../internal-cost';

/**
 * The organisation's internal hourly cost (its administrators set it): the reports set the cost of
 * agency staff against the same hours at this rate.
 */
export function InternalCostCard({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdateOrganisationSettings(organisation.id);
  const stored = organisation.internalHourlyCostCents;
  const { form, settingForm } = useSettingForm({
    schema: internalCostFormSchema,
    fields: ['internalHourlyCostCents'],
    defaultValues: { internalHourlyCostCents: internalCostInput(stored, lang) },
    save: async (values) => {
      const { internalHourlyCostCents: cents } = await update.mutateAsync(values);
      form.reset({ internalHourlyCostCents: internalCostInput(cents, lang) });
      return cents === null
        ? t('orgStaff.settings.cleared')
        : t('orgStaff.settings.saved', { amount: formatMoney(cents, lang) });
    },
  });
  const { reset } = form;

  // Another organisation, a saved value or a language switch refills the field, never over typing.
  useEffect(() => {
    reset({ internalHourlyCostCents: internalCostInput(stored, lang) }, { keepDirtyValues: true });
  }, [organisation.id, stored, lang, reset]);

  return (
    <SectionCard
      id="internal-cost-title"
      title={t('orgStaff.settings.title')}
      intro={t('orgStaff.settings.text')}
      sx={{ mb: 3, maxWidth: 720 }}
    >
      <SettingForm {...settingForm} saveLabel={t('orgStaff.settings.save')}>
        <DecimalField
          form={form}
          name="internalHourlyCostCents"
          label={t('orgStaff.settings.label')}
          hint={t('orgStaff.settings.helper')}
          unit="€"
        />
      </SettingForm>
    </SectionCard>
  );
}
