import { useState } from 'react';
import { Box, Button, Grid, Link, Paper, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createAgencyBodySchema } from '../../../../shared/contracts/admin';
import type { Agency } from '../../../../shared/contracts/admin';
import { paths } from '../../../app/paths';
import { AddressFields } from '../../../components/form/AddressFields';
import { FormMessage, useFieldErrorText } from '../../../components/form/FormMessage';
import { placeServerErrors } from '../../../components/form/placeServerErrors';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import { LogoField } from '../../../components/upload';
import { useCreateAgency } from '../../../features/admin-agencies';
import { useCountries } from '../../../features/reference/api';
import { apiErrorText, apiFieldErrors } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';

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
/** /{lang}/admin/addNewAgencies: 'Add New Agency' (spec 000 section 5: all but city required, a logo). */
export default function AddAgencyPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('admin.agencies.addTitle'));
  const [created, setCreated] = useState<Agency | null>(null);
  // A new form after each success: the form clears (spec 000 section 4), labels included.
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('admin.agencies.tableTitle'), href: paths.adminAgencies(lang) },
          { label: t('admin.agencies.addTitle') },
        ]}
      />
      <PageHeader title={t('admin.agencies.addTitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <AddAgencyForm
          key={formKey}
          onStart={() => setCreated(null)}
          onCreated={(agency) => {
            setCreated(agency);
            setFormKey((key) => key + 1);
          }}
        >
          {created ? (
            <FormMessage severity="success">
              {t('admin.agencies.created', { name: created.name })}{' '}
              <Link
                component={RouterLink}
                to={paths.adminAgency(lang, created.id)}
                sx={{ fontWeight: 600 }}
              >
                {t('admin.agencies.openCreated')}
              </Link>
            </FormMessage>
          ) : null}
        </AddAgencyForm>
      </Paper>
    </>
  );
}

function AddAgencyForm({
  onStart,
  onCreated,
  children,
}: {
  onStart: () => void;
  onCreated: (agency: Agency) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const create = useCreateAgency();
  const countries = useCountries();
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
          countries={countries.data}
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
