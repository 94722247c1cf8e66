import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEDERAL_STATES } from '#shared/surcharges';
import { useFieldErrorText } from '#web/components/form/FormMessage';

/** The organisation's federal state, whose public holidays its surcharges follow. */
export function FederalStateSelect<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  required,
}: {
  // The form's output type too: a form whose schema transforms its values passes its own control.
  control: Control<T, unknown, Out>;
  name: Path<T>;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required={required}
          {...field}
          value={field.value ?? ''}
          label={t('orgStaff.surcharges.state')}
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error) ?? t('orgStaff.surcharges.stateHelper')}
          sx={{ maxWidth: 360 }}
        >
          {FEDERAL_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`orgStaff.surcharges.states.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
