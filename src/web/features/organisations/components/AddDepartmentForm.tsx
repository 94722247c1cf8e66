import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { departmentFields } from '#shared/contracts/admin';
import type { Department } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { parseListText } from '#web/components/edit-in-place/field-text';
import { FormMessage } from '#web/components/form/FormMessage';
import { FormTextField } from '#web/components/form/FormTextField';
import { useServerForm } from '#web/components/form/useServerForm';
import { useLanguage } from '#web/i18n/useLanguage';
import { useCreateDepartment } from '../api';

/** Name and skills, both required; skills are typed as text separated by commas. */
const schema = z.object({
  departmentName: departmentFields.name,
  skills: z.string().transform(parseListText).pipe(departmentFields.defaultSkills),
});
const EMPTY = { departmentName: '', skills: '' };

/** The form that adds a department to an organisation; it clears after each add. */
export function AddDepartmentForm({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const create = useCreateDepartment(orgId);
  const [created, setCreated] = useState<Department | null>(null);
  // A fresh set of inputs after a successful add (uncontrolled inputs keep floating labels).
  const [formKey, setFormKey] = useState(0);
  const { form, serverError, submit } = useServerForm({
    schema,
    defaultValues: EMPTY,
    fields: ['departmentName', 'skills'],
  });

  const onSubmit = submit(async (values) => {
    setCreated(null);
    setCreated(await create.mutateAsync(values));
    form.reset(EMPTY);
    setFormKey((key) => key + 1);
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Box component="form" key={formKey} noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormTextField
            required
            fullWidth
            form={form}
            name="departmentName"
            label={t('adminOrganisations.department.fields.name')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormTextField
            required
            fullWidth
            form={form}
            name="skills"
            label={t('adminOrganisations.department.fields.skills')}
            hint={t('adminOrganisations.department.skillsHint')}
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
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('adminOrganisations.department.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
