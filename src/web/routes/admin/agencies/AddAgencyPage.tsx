import { useMemo, useState } from 'react';
import { Box, Button, Grid, Link, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createAgencyBodySchema } from '../../../../shared/contracts/admin';
import type { Agency } from '../../../../shared/contracts/admin';
import { paths } from '../../../app/paths';
import { FormMessage, useFieldErrorText } from '../../../components/form/FormMessage';
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
const TEXT_FIELDS = [
  { name: 'agencyName', label: 'name', required: true, autoComplete: 'organization' },
  { name: 'address', label: 'address', required: true, autoComplete: 'street-address' },
  { name: 'postcode', label: 'postcode', required: true, autoComplete: 'postal-code' },
  { name: 'city', label: 'city', required: false, autoComplete: 'address-level2' },
] as const;

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
  const lang = useLanguage();
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

  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ code: country.code, name: country.name[lang] }))
        .sort((a, b) => a.name.localeCompare(b.name, lang)),
    [countries.data, lang],
  );

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    onStart();
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const byField = apiFieldErrors(t, error);
      let placed = false;
      for (const [field, message] of byField) {
        if (field in EMPTY) {
          setError(field as keyof Values, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) setServerError(apiErrorText(t, error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2}>
        {TEXT_FIELDS.map((field) => (
          <Grid
            key={field.name}
            size={{
              xs: 12,
              sm: field.name === 'agencyName' || field.name === 'address' ? 12 : 6,
            }}
          >
            <TextField
              {...register(field.name)}
              label={t(`admin.agencies.fields.${field.label}`)}
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
                label={t('admin.agencies.fields.country')}
                required
                fullWidth
                error={Boolean(errors.country)}
                helperText={fieldError(errors.country) ?? ' '}
                slotProps={{
                  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
                }}
              >
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
            label={t('admin.agencies.fields.url')}
            required
            type="url"
            placeholder="https://"
            fullWidth
            error={Boolean(errors.url)}
            helperText={fieldError(errors.url) ?? ' '}
          />
        </Grid>
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
