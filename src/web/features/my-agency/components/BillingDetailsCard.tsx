import { useEffect, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import { billingDetailsBodySchema, type BillingDetailsBody } from '#shared/contracts/my-agency';
import { missingTaxAndBank } from '#shared/tax-and-bank';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { useMyAgency, useUpdateBilling } from '../api';

const FIELDS = ['taxNumber', 'vatId', 'iban', 'bic', 'accountHolder'] as const;

function BillingDetailsForm({ agency, onDone }: { agency: Agency; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const update = useUpdateBilling();
  const { form, serverError, submit } = useServerForm({
    schema: billingDetailsBodySchema,
    fields: FIELDS,
    defaultValues: Object.fromEntries(
      FIELDS.map((field) => [field, agency[field] ?? '']),
    ) as BillingDetailsBody,
  });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => setFocus('taxNumber'), [setFocus]);
  const onSubmit = submit(async (values) => {
    await update.mutateAsync(values);
    onDone();
  });
  const field = (name: (typeof FIELDS)[number], required: boolean, wide = false) => (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>
      <TextField
        {...register(name)}
        label={t(`agencyProfile.billing.fields.${name}`)}
        required={required}
        fullWidth
        autoComplete="off"
        error={Boolean(errors[name])}
        helperText={fieldError(errors[name]) ?? t(`agencyProfile.billing.hints.${name}`)}
      />
    </Grid>
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="billing-form-title">
      <Typography id="billing-form-title" variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('agencyProfile.billing.formTitle')}
      </Typography>
      <Grid container spacing={2}>
        {field('taxNumber', false)}
        {field('vatId', false)}
        {field('iban', true)}
        {field('bic', false)}
        {field('accountHolder', true, true)}
      </Grid>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormMessage message={serverError} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('agencyProfile.billing.submit')}
          </Button>
          <Button color="inherit" onClick={onDone} disabled={isSubmitting}>
            {t('agencyProfile.billing.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * What the agency's invoices name of it (UStG §14 Abs. 4): its tax number or VAT ID and the
 * account clinics pay into. Until they are entered the billing run issues none of its invoices,
 * which the card says first. Self-contained: it loads the agency itself.
 */
export function BillingDetailsCard() {
  const { t } = useTranslation();
  const agency = useMyAgency();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!agency.data) return null;
  const data = agency.data;
  const missing = missingTaxAndBank(data);
  const shown: [string, string | null][] = [
    ['taxNumber', data.taxNumber],
    ['vatId', data.vatId],
    ['iban', data.iban],
    ['bic', data.bic],
    ['accountHolder', data.accountHolder],
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="billing-details-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 760 }}
    >
      <Typography id="billing-details-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('agencyProfile.billing.title')}
      </Typography>
      {missing.length ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <AlertTitle sx={{ fontWeight: 600 }}>
            {t('agencyProfile.billing.missingTitle')}
          </AlertTitle>
          {t('agencyProfile.billing.missingText', {
            missing: missing.map((part) => t(`agencyProfile.billing.missing.${part}`)).join(', '),
          })}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('agencyProfile.billing.intro')}
        </Typography>
      )}
      {saved && !editing ? (
        <Typography role="status" variant="body2" sx={{ mb: 2, fontWeight: 600 }}>
          {t('agencyProfile.billing.saved')}
        </Typography>
      ) : null}
      {editing ? (
        <BillingDetailsForm
          agency={data}
          onDone={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
          >
            {shown.map(([name, value]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`agencyProfile.billing.fields.${name}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value ?? '–'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Button
            variant={missing.length ? 'contained' : 'outlined'}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            sx={{ mt: 2 }}
          >
            {t(missing.length ? 'agencyProfile.billing.enter' : 'agencyProfile.billing.edit')}
          </Button>
        </>
      )}
    </Paper>
  );
}
