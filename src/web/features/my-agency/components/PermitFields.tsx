import { Grid, TextField } from '@mui/material';
import {
  Controller,
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PermitBody } from '#shared/contracts/my-agency';
import { DateField } from '#web/components/form/DateField';
import { useFieldErrorText } from '#web/components/form/FormMessage';

/** The three parts of the staff-leasing permit, in any form whose values include them. */
export function PermitFields<T extends PermitBody>({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<PermitBody>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const name = (field: keyof PermitBody) => field as Path<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register(name('permitNumber'))}
          label={t('agencyProfile.fields.permitNumber')}
          required
          fullWidth
          autoComplete="off"
          error={Boolean(errors.permitNumber)}
          helperText={fieldError(errors.permitNumber) ?? ' '}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name={name('permitValidUntil')}
          render={({ field }) => (
            <DateField
              label={t('agencyProfile.fields.permitValidUntil')}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              fullWidth
              error={Boolean(errors.permitValidUntil)}
              helperText={fieldError(errors.permitValidUntil) ?? ' '}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...register(name('permitAuthority'))}
          label={t('agencyProfile.fields.permitAuthority')}
          required
          fullWidth
          error={Boolean(errors.permitAuthority)}
          helperText={
            fieldError(errors.permitAuthority) ??
            t('agencyProfile.setup.authorityExample', {
              example: t('agencyProfile.setup.authorityPlaceholder'),
            })
          }
        />
      </Grid>
    </>
  );
}
