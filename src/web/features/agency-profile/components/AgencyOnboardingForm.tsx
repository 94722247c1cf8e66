import { useMemo, useState } from 'react';
import { Box, Button, Divider, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Agency } from '../../../../shared/contracts/admin';
import { createMyAgencyBodySchema } from '../../../../shared/contracts/my-agency';
import type { CreateMyAgencyBody } from '../../../../shared/contracts/my-agency';
import type { Country } from '../../../../shared/contracts/reference';
import { FormMessage, useFieldErrorText } from '../../../components/form/FormMessage';
import { apiErrorText, apiFieldErrors } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';
import { useCreateMyAgency } from '../api';
import { PermitFields, placeServerErrors } from './PermitFields';

const FIELDS = [
  'name',
  'address',
  'postcode',
  'city',
  'country',
  'url',
  'permitNumber',
  'permitAuthority',
  'permitValidUntil',
] as const satisfies readonly (keyof CreateMyAgencyBody)[];

const TEXT_FIELDS = [
  { name: 'name', required: true, autoComplete: 'organization', size: 12 },
  { name: 'address', required: true, autoComplete: 'street-address', size: 12 },
  { name: 'postcode', required: true, autoComplete: 'postal-code', size: 4 },
  { name: 'city', required: false, autoComplete: 'address-level2', size: 8 },
] as const;

/**
 * Onboarding (POST /api/agency): the agency's fields of spec 000 and its staff-leasing permit.
 * The name starts as the institution given at sign-up.
 */
export function AgencyOnboardingForm({
  defaultName,
  countries,
  onCreated,
}: {
  defaultName: string;
  countries: Country[] | undefined;
  onCreated: (agency: Agency) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fieldError = useFieldErrorText();
  const create = useCreateMyAgency();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateMyAgencyBody, unknown, z.output<typeof createMyAgencyBodySchema>>({
    resolver: zodResolver(createMyAgencyBodySchema),
    mode: 'onTouched',
    defaultValues: {
      name: defaultName,
      address: '',
      postcode: '',
      city: '',
      country: 'DE',
      url: '',
      permitNumber: '',
      permitAuthority: '',
      permitValidUntil: '',
    },
  });

  const options = useMemo(
    () =>
      (countries ?? [])
        .map((country) => ({ code: country.code, name: country.name[lang] }))
        .sort((a, b) => a.name.localeCompare(b.name, lang)),
    [countries, lang],
  );

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const placed = placeServerErrors(FIELDS, apiFieldErrors(t, error), (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!placed) setServerError(apiErrorText(t, error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('agencyProfile.setup.agencySection')}
      </Typography>
      <Grid container spacing={2}>
        {TEXT_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.size }}>
            <TextField
              {...register(field.name)}
              label={t(`agencyProfile.fields.${field.name}`)}
              required={field.required}
              autoComplete={field.autoComplete}
              fullWidth
              error={Boolean(errors[field.name])}
              helperText={fieldError(errors[field.name]) ?? ' '}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('agencyProfile.fields.country')}
                required
                fullWidth
                autoComplete="country"
                error={Boolean(errors.country)}
                helperText={fieldError(errors.country) ?? ' '}
                slotProps={{
                  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
                }}
              >
                {options.length === 0 && field.value ? (
                  <MenuItem value={field.value}>{field.value}</MenuItem>
                ) : null}
                {options.map((country) => (
                  <MenuItem key={country.code} value={country.code}>
                    {country.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('url')}
            label={t('agencyProfile.fields.url')}
            required
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('agencyProfile.setup.urlPlaceholder')}
            fullWidth
            error={Boolean(errors.url)}
            helperText={fieldError(errors.url) ?? ' '}
          />
        </Grid>
      </Grid>

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2">
        {t('agencyProfile.setup.permitSection')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {t('agencyProfile.setup.permitHelp')}
      </Typography>
      <Grid container spacing={2}>
        <PermitFields register={register} errors={errors} />
      </Grid>

      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormMessage message={serverError} />
        <Typography variant="body2" color="text.secondary">
          {t('agencyProfile.setup.requiredNote')}
        </Typography>
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('agencyProfile.setup.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
