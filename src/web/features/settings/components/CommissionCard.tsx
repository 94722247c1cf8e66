import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language-codes';
import { FormTextField } from '#web/components/form/FormTextField';
import { QueryState } from '#web/components/query-state/QueryState';
import { useServerForm } from '#web/components/form/useServerForm';
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
  const [saved, setSaved] = useState<number | null>(null);
  const { form, serverError, submit } = useServerForm({
    schema: commissionFormSchema,
    fields: ['commissionRate'],
    defaultValues: { commissionRate: '' },
  });
  const {
    reset,
    control,
    formState: { isSubmitting },
  } = form;

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

  const onSubmit = submit(async (values) => {
    setSaved(null);
    const result = await update.mutateAsync(values);
    setSaved(result.commissionRate);
  });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="commission-title"
      sx={{ maxWidth: 720 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="commission-title" variant="h6" component="h2">
          {t('adminSettings.commission.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, mb: 2.5 }}>
          {t('adminSettings.commission.text')}
        </Typography>
        {!commission.isSuccess ? (
          <QueryState
            query={commission}
            loading={{
              label: t('adminDashboard.loading'),
              placeholder: <Skeleton variant="rounded" height={56} sx={{ maxWidth: 280 }} />,
            }}
          />
        ) : (
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              <FormTextField
                form={form}
                name="commissionRate"
                label={t('adminSettings.commission.label')}
                required
                autoComplete="off"
                hint={t('adminSettings.commission.helper')}
                sx={{ maxWidth: 280 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
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
              {saved !== null ? (
                <Alert severity="success" role="status" onClose={() => setSaved(null)}>
                  {t('adminSettings.commission.saved', { rate: formatPercent(saved, lang) })}
                </Alert>
              ) : null}
              {serverError ? (
                <Alert severity="error" role="alert">
                  {serverError}
                </Alert>
              ) : null}
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={isSubmitting}
                  sx={{ minHeight: 44, minWidth: 140 }}
                >
                  {t('adminSettings.commission.save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
