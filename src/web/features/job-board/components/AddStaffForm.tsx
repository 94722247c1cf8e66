import { useState } from 'react';
import { Alert, Box, Button, Grid, Paper, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createStaffBodySchema } from '#shared/contracts/job-board';
import type { StaffProfile } from '#shared/contracts/job-board';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useCreateStaff } from '../api';

type Values = z.input<typeof createStaffBodySchema>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * Add a staff member (first name, last name, e-mail): the profile exists at once, so the agency
 * can fill it in and offer the person; they set a password later if they want to sign in.
 */
export function AddStaffForm({ onCreated }: { onCreated?: (profile: StaffProfile) => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const create = useCreateStaff();
  const [done, setDone] = useState<StaffProfile | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof createStaffBodySchema>>({
    resolver: zodResolver(createStaffBodySchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setDone(null);
    try {
      const profile = await create.mutateAsync(values);
      setDone(profile);
      reset();
      onCreated?.(profile);
    } catch (error) {
      const byField = apiFieldErrors(t, error);
      let placed = 0;
      for (const field of FIELDS) {
        const text = byField.get(field);
        if (text) {
          setError(field, { message: text });
          placed += 1;
        }
      }
      if (placed === 0) setServerError(apiErrorText(t, error));
    }
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
      <Box component="form" noValidate onSubmit={submit}>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, md: field === 'email' ? 12 : 6, lg: 4 }}>
              <TextField
                fullWidth
                required
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                label={t(`jobBoard.staff.fields.${field}`)}
                error={Boolean(errors[field])}
                helperText={fieldError(errors[field])}
                {...register(field)}
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
            disabled={isSubmitting}
          >
            {t('jobBoard.staff.add')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
