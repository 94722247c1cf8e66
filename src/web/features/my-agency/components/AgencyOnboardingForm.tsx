import { Box, Button, Divider, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import { createMyAgencyBodySchema } from '#shared/contracts/my-agency';
import type { CreateMyAgencyBody } from '#shared/contracts/my-agency';
import type { Country } from '#shared/contracts/reference';
import { AddressSection } from '#web/components/form/AddressFields';
import { FormMessage } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { useCreateMyAgency } from '../api';
import { PermitFields } from './PermitFields';

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
  const create = useCreateMyAgency();
  const { form, serverError, submit } = useServerForm({
    schema: createMyAgencyBodySchema,
    fields: FIELDS,
    focusServerErrors: true,
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
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submit(async (values) => onCreated(await create.mutateAsync(values)));

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <AddressSection
        title={t('agencyProfile.setup.agencySection')}
        form={form}
        labelOf={(field) => t(`agencyProfile.fields.${field}`)}
        countries={countries}
        optional={['city']}
        autofill
        urlPlaceholder={t('agencyProfile.setup.urlPlaceholder')}
      />

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2">
        {t('agencyProfile.setup.permitSection')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {t('agencyProfile.setup.permitHelp')}
      </Typography>
      <Grid container spacing={2}>
        <PermitFields register={register} control={control} errors={errors} />
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
