import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createMyOrganisationBodySchema } from '#shared/contracts/requests';
import type { CreateMyOrganisationBody } from '#shared/contracts/requests';
import type { Country } from '#shared/contracts/reference';
import { paths } from '#web/lib/paths';
import { AddressSection } from '#web/components/form/AddressFields';
import { FormMessage } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { useLanguage } from '#web/i18n/useLanguage';
import { useStaffOrganisations } from '../api';
import { DepartmentRowsField } from './DepartmentRowsField';
import { FederalStateSelect } from './FederalStateSelect';

const TOP_FIELDS = ['name', 'address', 'postcode', 'city', 'country', 'url'] as const;
/** Most clinics on the platform are in Germany; the select offers every other country too. */
const DEFAULT_COUNTRY = 'DE';

/**
 * Onboarding of an organisation: its address and at least one department, the sign-up's
 * institution prefilled. The same zod rules as the server mark what is missing; the server's
 * field errors land on their fields, in the user's language. The page sends it (the call
 * belongs to the requests feature) and says where to go next.
 */
export function CreateOrganisationForm({
  defaultName,
  countries,
  onSubmit,
}: {
  defaultName: string;
  countries: Country[] | undefined;
  onSubmit: (body: CreateMyOrganisationBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const existing = useStaffOrganisations();
  const { form, serverError, submit } = useServerForm({
    schema: createMyOrganisationBodySchema,
    fields: (field) =>
      (TOP_FIELDS as readonly string[]).includes(field) ||
      field === 'departments' ||
      field === 'federalState' ||
      /^departments\.\d+\.name$/.test(field),
    defaultValues: {
      name: defaultName,
      address: '',
      postcode: '',
      city: '',
      country: DEFAULT_COUNTRY,
      url: '',
      departments: [{ name: '' }],
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const departments = useFieldArray({ control, name: 'departments' });
  const hasOrganisation = (existing.data?.items.length ?? 0) > 0;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit(onSubmit)}
        aria-label={t('orgStaff.create.title')}
      >
        <AddressSection
          title={t('orgStaff.create.organisation')}
          form={form}
          labelOf={(field) => t(`orgStaff.create.fields.${field}`)}
          countries={countries}
          optional={['city', 'url']}
          autofill
        />

        {form.watch('country') === 'DE' ? (
          <Box sx={{ mt: 2 }}>
            <FederalStateSelect control={control} name="federalState" />
          </Box>
        ) : null}

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
  );
}
