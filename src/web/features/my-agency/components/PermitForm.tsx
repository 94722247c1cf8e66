import { useEffect } from 'react';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import { permitBodySchema } from '#shared/contracts/my-agency';
import { FormMessage } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { useUpdatePermit } from '../api';
import { PermitFields } from './PermitFields';

const PERMIT_FIELDS = ['permitNumber', 'permitAuthority', 'permitValidUntil'] as const;

/** PUT /api/agency/me/permit: a new or renewed permit, checked again by an administrator. */
export function PermitForm({
  agency,
  onDone,
  onCancel,
}: {
  agency: Agency;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePermit();
  const { form, serverError, setServerError, submit } = useServerForm({
    schema: permitBodySchema,
    fields: PERMIT_FIELDS,
    defaultValues: {
      permitNumber: agency.permitNumber ?? '',
      permitAuthority: agency.permitAuthority ?? '',
      permitValidUntil: agency.permitValidUntil ?? '',
    },
  });
  const {
    register,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // The button that opened the form is gone now: keyboard focus continues in the form.
  useEffect(() => setFocus('permitNumber'), [setFocus]);

  const onSubmit = submit(async (values) => {
    // The server keeps an unchanged permit as it is (nothing to check again): say so rather
    // than close the form as if a new permit had been sent.
    if (PERMIT_FIELDS.every((field) => values[field] === (agency[field] ?? ''))) {
      setServerError(t('agencyProfile.permitForm.unchanged'));
      return;
    }
    await update.mutateAsync(values);
    onDone();
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="permit-form-title">
      <Typography id="permit-form-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('agencyProfile.permitForm.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {t('agencyProfile.permitForm.recheck')}
      </Typography>
      <Grid container spacing={2}>
        <PermitFields register={register} control={control} errors={errors} />
      </Grid>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormMessage message={serverError} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('agencyProfile.permitForm.submit')}
          </Button>
          <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
            {t('agencyProfile.permitForm.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
