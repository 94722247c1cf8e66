import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { departmentFields } from '#shared/contracts/admin';
import type { Department } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { parseListText } from '#web/components/edit-in-place/field-text';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useCreateDepartment, useOrganisation } from '#web/features/organisations/api';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** Name and skills, both required; skills are typed as text separated by commas. */
const schema = z.object({
  departmentName: departmentFields.name,
  skills: z.string().transform(parseListText).pipe(departmentFields.defaultSkills),
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { departmentName: '', skills: '' };

/** Add a department to an organisation (spec 000 /admin/addNewDepartment/{orgId}). */
export default function AddDepartmentPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fieldError = useFieldErrorText();
  const { orgId = '' } = useParams();
  const organisation = useOrganisation(orgId);
  const create = useCreateDepartment(orgId);
  const [created, setCreated] = useState<Department | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A fresh set of inputs after a successful add (uncontrolled inputs keep floating labels).
  const [formKey, setFormKey] = useState(0);
  usePageTitle(t('adminOrganisations.department.addTitle'));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setCreated(null);
    try {
      setCreated(await create.mutateAsync(values));
      reset(EMPTY);
      setFormKey((key) => key + 1);
    } catch (error) {
      const byField = apiFieldErrors(t, error);
      const name = byField.get('departmentName');
      const skills = byField.get('skills');
      if (name) setError('departmentName', { message: name });
      if (skills) setError('skills', { message: skills });
      if (!name && !skills) setServerError(apiErrorText(t, error));
    }
  });

  const orgName = organisation.data?.name ?? t('adminOrganisations.detail.title');
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
          { label: orgName, href: paths.adminOrganisation(lang, orgId) },
          {
            label: t('adminOrganisations.tabs.departments'),
            href: paths.adminOrganisation(lang, orgId, 'departments'),
          },
          { label: t('adminOrganisations.department.addTitle') },
        ]}
      />
      <PageHeader
        title={t('adminOrganisations.department.addTitle')}
        subtitle={
          organisation.data
            ? t('adminOrganisations.department.addIntro', { name: organisation.data.name })
            : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Box component="form" key={formKey} noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <TextField
              {...register('departmentName')}
              label={t('adminOrganisations.department.fields.name')}
              required
              fullWidth
              error={Boolean(errors.departmentName)}
              helperText={fieldError(errors.departmentName) ?? ' '}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              {...register('skills')}
              label={t('adminOrganisations.department.fields.skills')}
              required
              fullWidth
              error={Boolean(errors.skills)}
              helperText={
                fieldError(errors.skills) ?? t('adminOrganisations.department.skillsHint')
              }
            />
            {serverError ? <FormMessage message={serverError} /> : null}
            {created ? (
              <Alert severity="success" role="status">
                {t('adminOrganisations.department.created', { name: created.name })}{' '}
                <Link component={RouterLink} to={paths.adminDepartment(lang, orgId, created.id)}>
                  {t('adminOrganisations.department.open')}
                </Link>
              </Alert>
            ) : null}
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {t('adminOrganisations.department.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
