import { useState } from 'react';
import { Box, Button, Grid, Stack } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/contracts/reference';
import { createAgencyBodySchema } from '#shared/contracts/admin';
import type { Agency } from '#shared/contracts/admin';
import { AddressFields } from '#web/components/form/AddressFields';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { LogoField } from '#web/components/upload/LogoField';
import { useCreateAgency } from '../api';

const EMPTY = {
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
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const { form, serverError, submit } = useServerForm({
    schema: createAgencyBodySchema,
    defaultValues: EMPTY,
    fields: (field) => field in EMPTY,
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submit(async (values) => {
    onStart();
    onCreated(await create.mutateAsync(values));
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <AddressFields
          form={form}
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
