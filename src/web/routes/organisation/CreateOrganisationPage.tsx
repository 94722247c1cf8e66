import { useState } from 'react';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createMyOrganisationBodySchema } from '#shared/contracts/requests';
import { paths } from '#web/lib/paths';
import { AddressFields } from '#web/components/form/AddressFields';
import { FormMessage } from '#web/components/form/FormMessage';
import { placeServerErrors } from '#web/components/form/place-server-errors';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { useStaffOrganisations } from '#web/features/my-organisations/api';
import { DepartmentRowsField } from '#web/features/my-organisations/components/DepartmentRowsField';
import { useCreateMyOrganisation } from '#web/features/requests/api';
import { useCountries } from '#web/features/reference/api';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

type Values = z.input<typeof createMyOrganisationBodySchema>;
const TOP_FIELDS = ['name', 'address', 'postcode', 'city', 'country', 'url'] as const;
/** Most clinics on the platform are in Germany; the select offers every other country too. */
const DEFAULT_COUNTRY = 'DE';

/**
 * Onboarding of an organisation (POST /api/organisation): its address and at least one
 * department, the sign-up's institution prefilled. The same zod rules as the server mark what is
 * missing; the server's field errors land on their fields, in the user's language.
 */
export default function CreateOrganisationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { me } = useSession();
  const countries = useCountries();
  const existing = useStaffOrganisations();
  const create = useCreateMyOrganisation();
  const [serverError, setServerError] = useState<string | null>(null);
  usePageTitle(t('orgStaff.create.title'));

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof createMyOrganisationBodySchema>>({
    resolver: zodResolver(createMyOrganisationBodySchema),
    mode: 'onTouched',
    defaultValues: {
      name: me?.institution ?? '',
      address: '',
      postcode: '',
      city: '',
      country: DEFAULT_COUNTRY,
      url: '',
      departments: [{ name: '' }],
    },
  });
  const departments = useFieldArray({ control, name: 'departments' });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const organisation = await create.mutateAsync(values);
      await navigate(`${paths.staff(lang)}?org=${encodeURIComponent(organisation.id)}`, {
        replace: true,
      });
    } catch (error) {
      const placed = placeServerErrors(
        (field) =>
          (TOP_FIELDS as readonly string[]).includes(field) ||
          field === 'departments' ||
          /^departments\.\d+\.name$/.test(field),
        apiFieldErrors(t, error),
        (field: FieldPath<Values>, text) => setError(field, { message: text }),
      );
      if (!placed) setServerError(apiErrorText(t, error));
    }
  });

  const hasOrganisation = (existing.data?.items.length ?? 0) > 0;

  return (
    <>
      <PageHeader title={t('orgStaff.create.title')} subtitle={t('orgStaff.create.intro')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('orgStaff.create.title')}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('orgStaff.create.organisation')}
          </Typography>
          <Grid container spacing={2}>
            <AddressFields
              register={register}
              control={control}
              errors={errors}
              labelOf={(field) => t(`orgStaff.create.fields.${field}`)}
              countries={countries.data}
              optional={['city', 'url']}
              autofill
            />
          </Grid>

          <DepartmentRowsField register={register} errors={errors} departments={departments} />

          <Stack spacing={2} sx={{ mt: 4 }}>
            <Typography variant="body2" color="text.secondary">
              {t('orgStaff.create.required')}
            </Typography>
            {serverError ? <FormMessage message={serverError} /> : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {t('orgStaff.create.submit')}
              </Button>
              {hasOrganisation ? (
                <Button component={RouterLink} to={paths.staff(lang)} size="large">
                  {t('orgStaff.create.cancel')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
