import { useState } from 'react';
import { Box, Button, Grid, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Country } from '#shared/contracts/reference';
import { createAgencyBodySchema } from '#shared/contracts/admin';
import type { Agency } from '#shared/contracts/admin';
import { AddressFields } from '#web/components/form/AddressFields';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { placeServerErrors } from '#web/components/form/place-server-errors';
import { LogoField } from '#web/components/upload/LogoField';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useCreateAgency } from '../api';

type Values = z.input<typeof createAgencyBodySchema>;
const EMPTY: Values = {
  agencyName: '',
  postcode: '',
  address: '',
  city: '',
  country: '',
  url: '',
  logoFileId: '',
};
/** The 'Add New Agency' form; the page passes the country list in and shows the result. */
export function AddAgencyForm({
  countries,
  onStart,
  onCreated,
  children,
}: {
  countries: Country[] | undefined;
  onStart: () => void;
  onCreated: (agency: Agency) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const create = useCreateAgency();
  const [serverError, setServerError] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof createAgencyBodySchema>>({
    resolver: zodResolver(createAgencyBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    onStart();
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const placed = placeServerErrors(
        (field) => field in EMPTY,
        apiFieldErrors(t, error),
        (field: keyof Values, message) => setError(field, { type: 'server', message }),
      );
      if (!placed) setServerError(apiErrorText(t, error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <AddressFields
          register={register}
          control={control}
          errors={errors}
          labelOf={(field) => t(`admin.agencies.fields.${field}`)}
          countries={countries}
          nameField="agencyName"
          optional={['city']}
        />
        <Grid size={12}>
          <Controller
            control={control}
            name="logoFileId"
            render={({ field }) => (
              <LogoField
                label={t('admin.agencies.fields.logo')}
                required
                url={logoUrl}
                onChange={(file) => {
                  setLogoUrl(file.url);
                  field.onChange(file.id);
                }}
                error={fieldError(errors.logoFileId)}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {serverError ? <FormMessage message={serverError} /> : null}
        {children}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {t('admin.agencies.addSubmit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
