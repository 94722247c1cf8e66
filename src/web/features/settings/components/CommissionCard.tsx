import { useEffect } from 'react';
import { Alert, Skeleton, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language-codes';
import { DecimalField, SettingForm } from '#web/components/form/SettingForm';
import { QueryState } from '#web/components/query-state/QueryState';
import { useSettingForm } from '#web/components/form/useSettingForm';
import { SectionCard } from '#web/components/layout/SectionCard';
import { useLanguage } from '#web/i18n/useLanguage';
import { useCommission, useUpdateCommission } from '../api';
import { commissionFormSchema, formatPercent, percentInput } from '../percent';

/** The example the card computes live: 40 hours at 80 € per hour. */
const EXAMPLE = { hours: 40, hourly: 80 };

/**
 * The commission rate card: the stored rate, editable, with a live example. The page passes the
 * euro format in (it belongs to the dashboard feature, and features do not import each other).
 */
export function CommissionCard({
  formatAmount,
}: {
  formatAmount: (value: number, lang: Language) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const commission = useCommission();
  const update = useUpdateCommission();
  const { form, settingForm } = useSettingForm({
    schema: commissionFormSchema,
    fields: ['commissionRate'],
    defaultValues: { commissionRate: '' },
    save: async (values) => {
      const result = await update.mutateAsync(values);
      return t('adminSettings.commission.saved', {
        rate: formatPercent(result.commissionRate, lang),
      });
    },
  });
  const { reset, control } = form;

  // The stored rate fills the field once it has loaded (and again after a language switch),
  // never over what the administrator has typed meanwhile.
  const stored = commission.data?.commissionRate;
  useEffect(() => {
    if (stored !== undefined)
      reset({ commissionRate: percentInput(stored, lang) }, { keepDirtyValues: true });
  }, [stored, lang, reset]);

  const typed = useWatch({ control, name: 'commissionRate' });
  const parsed = commissionFormSchema.safeParse({ commissionRate: typed ?? '' });
  const rate = parsed.success ? parsed.data.commissionRate : null;

  return (
    <SectionCard
      id="commission-title"
      title={t('adminSettings.commission.title')}
      intro={t('adminSettings.commission.text')}
      sx={{ maxWidth: 720 }}
    >
      {!commission.isSuccess ? (
        <QueryState
          query={commission}
          loading={{
            label: t('adminDashboard.loading'),
            placeholder: <Skeleton variant="rounded" height={56} sx={{ maxWidth: 280 }} />,
          }}
        />
      ) : (
        <SettingForm {...settingForm} saveLabel={t('adminSettings.commission.save')}>
          <DecimalField
            form={form}
            name="commissionRate"
            label={t('adminSettings.commission.label')}
            required
            hint={t('adminSettings.commission.helper')}
            unit="%"
          />
          {rate === 0 ? (
            <Alert severity="info">{t('adminSettings.commission.free')}</Alert>
          ) : rate !== null ? (
            <Typography variant="body2" color="text.secondary">
              {t('adminSettings.commission.example', {
                rate: formatPercent(rate, lang),
                hourly: formatAmount(EXAMPLE.hourly, lang),
                commission: formatAmount(
                  Math.round(EXAMPLE.hours * EXAMPLE.hourly * rate) / 100,
                  lang,
                ),
              })}
            </Typography>
          ) : null}
        </SettingForm>
      )}
    </SectionCard>
  );
}
