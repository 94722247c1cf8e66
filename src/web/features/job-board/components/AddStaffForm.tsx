import { useState } from 'react';
import { Alert, Box, Button, Grid, Paper, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { createStaffBodySchema } from '#shared/contracts/agency-staff';
import type { StaffProfile } from '#shared/contracts/agency-staff';
import { FormMessage } from '#web/components/form/FormMessage';
import { FormTextField } from '#web/components/form/FormTextField';
import { useServerForm } from '#web/components/form/useServerForm';
import { useCreateStaff } from '../api';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * Add a staff member (first name, last name, e-mail): the profile exists at once, so the agency
 * can fill it in and offer the person; they set a password later if they want to sign in.
 */
export function AddStaffForm({ onCreated }: { onCreated?: (profile: StaffProfile) => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const [done, setDone] = useState<StaffProfile | null>(null);
  const { form, serverError, submit } = useServerForm({
    schema: createStaffBodySchema,
    fields: FIELDS,
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const onSubmit = submit(async (values) => {
    setDone(null);
    const profile = await create.mutateAsync(values);
    setDone(profile);
    form.reset();
    onCreated?.(profile);
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="add-staff"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" id="add-staff">
        {t('jobBoard.staff.addTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jobBoard.staff.addHint')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, md: field === 'email' ? 12 : 6, lg: 4 }}>
              <FormTextField
                form={form}
                name={field}
                hint={null}
                fullWidth
                required
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                label={t(`jobBoard.staff.fields.${field}`)}
              />
            </Grid>
          ))}
        </Grid>
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            alignItems: 'flex-start',
          }}
        >
          <FormMessage message={serverError} />
          {done ? (
            <Alert severity="success" role="status">
              {t('jobBoard.staff.added', { name: `${done.firstName} ${done.lastName}`.trim() })}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            startIcon={<PersonAddIcon />}
            disabled={form.formState.isSubmitting}
          >
            {t('jobBoard.staff.add')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
