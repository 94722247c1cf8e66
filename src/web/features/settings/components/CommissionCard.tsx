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
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language-codes';
import { useFieldErrorText } from '#web/components/form/FormMessage';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useCommission, useUpdateCommission } from '../api';
import { commissionFormSchema, formatPercent, percentInput } from '../percent';
import type { CommissionFormInput, CommissionFormOutput } from '../percent';

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
  const fieldError = useFieldErrorText();
  const commission = useCommission();
  const update = useUpdateCommission();
  const [saved, setSaved] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CommissionFormInput, unknown, CommissionFormOutput>({
    resolver: zodResolver(commissionFormSchema),
    mode: 'onTouched',
    defaultValues: { commissionRate: '' },
  });

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

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setServerError(null);
    try {
      const result = await update.mutateAsync(values);
      setSaved(result.commissionRate);
    } catch (error) {
      const byField = apiFieldErrors(t, error);
      const text = byField.get('commissionRate');
      if (text) setError('commissionRate', { type: 'server', message: text });
      else setServerError(apiErrorText(t, error));
    }
  });

  const error = fieldError(errors.commissionRate);

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
        {commission.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void commission.refetch()}>
                {t('adminDashboard.retry')}
              </Button>
            }
          >
            {apiErrorText(t, commission.error)}
          </Alert>
        ) : commission.isPending ? (
          <Skeleton
            variant="rounded"
            height={56}
            sx={{ maxWidth: 280 }}
            // A name needs a role: a plain <span> may not carry aria-label (ARIA 1.2).
            role="progressbar"
            aria-label={t('adminDashboard.loading')}
          />
        ) : (
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              <TextField
                {...register('commissionRate')}
                label={t('adminSettings.commission.label')}
                required
                autoComplete="off"
                error={Boolean(error)}
                helperText={error ?? t('adminSettings.commission.helper')}
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
