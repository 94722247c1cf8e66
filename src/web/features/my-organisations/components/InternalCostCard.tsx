import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, InputAdornment, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { formatMoney } from '#shared/format';
import { FormTextField } from '#web/components/form/FormTextField';
import { useServerForm } from '#web/components/form/useServerForm';
import { useLanguage } from '#web/i18n/useLanguage';
import { useUpdateOrganisationSettings } from '../api';
import { internalCostFormSchema, internalCostInput } from '../internal-cost';

/**
 * The organisation's internal hourly cost (its administrators set it): the reports set the cost of
 * agency staff against the same hours at this rate (decision 021).
 */
export function InternalCostCard({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdateOrganisationSettings(organisation.id);
  const [saved, setSaved] = useState<{ cents: number | null } | null>(null);
  const stored = organisation.internalHourlyCostCents;
  const { form, serverError, submit } = useServerForm({
    schema: internalCostFormSchema,
    fields: ['internalHourlyCostCents'],
    defaultValues: { internalHourlyCostCents: internalCostInput(stored, lang) },
  });
  const {
    reset,
    formState: { isSubmitting },
  } = form;

  // Another organisation, a saved value or a language switch refills the field, never over typing.
  useEffect(() => {
    reset({ internalHourlyCostCents: internalCostInput(stored, lang) }, { keepDirtyValues: true });
  }, [organisation.id, stored, lang, reset]);

  const onSubmit = submit(async (values) => {
    setSaved(null);
    const result = await update.mutateAsync(values);
    reset({ internalHourlyCostCents: internalCostInput(result.internalHourlyCostCents, lang) });
    setSaved({ cents: result.internalHourlyCostCents });
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="internal-cost-title" sx={{ mb: 3, maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="internal-cost-title" variant="h6" component="h2">
          {t('orgStaff.settings.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, mb: 2.5 }}>
          {t('orgStaff.settings.text')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <FormTextField
              form={form}
              name="internalHourlyCostCents"
              label={t('orgStaff.settings.label')}
              autoComplete="off"
              hint={t('orgStaff.settings.helper')}
              sx={{ maxWidth: 280 }}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              }}
            />
            {saved !== null ? (
              <Alert severity="success" role="status" onClose={() => setSaved(null)}>
                {saved.cents === null
                  ? t('orgStaff.settings.cleared')
                  : t('orgStaff.settings.saved', { amount: formatMoney(saved.cents, lang) })}
              </Alert>
            ) : null}
            {serverError ? (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ minHeight: 44, minWidth: 140 }}>
                {t('orgStaff.settings.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
