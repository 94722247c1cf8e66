import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MAX_DEPARTMENT_NAME } from '#shared/contracts/my-organisations';
import type { createMyOrganisationBodySchema } from '#shared/contracts/requests';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';

type Values = z.input<typeof createMyOrganisationBodySchema>;

/** The new organisation's departments: one name a row, at least one, at most 50. */
export function DepartmentRowsField({
  register,
  errors,
  departments,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  departments: UseFieldArrayReturn<Values, 'departments'>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const departmentsError = errors.departments?.root ?? errors.departments;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="h6" sx={{ p: 0, mb: 0.5 }}>
        {t('orgStaff.create.departments')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('orgStaff.create.departmentsHint')}
      </Typography>
      <Stack spacing={1}>
        {departments.fields.map((row, index) => {
          const error = errors.departments?.[index]?.name;
          const name = t('orgStaff.create.department', { n: index + 1 });
          return (
            <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                {...register(`departments.${index}.name`)}
                label={name}
                required
                fullWidth
                error={Boolean(error)}
                helperText={fieldError(error) ?? ' '}
                slotProps={{ htmlInput: { maxLength: MAX_DEPARTMENT_NAME } }}
              />
              {/* The last row stays: an organisation has at least one department. */}
              {departments.fields.length > 1 ? (
                <Tooltip title={t('orgStaff.create.removeDepartment', { n: index + 1 })}>
                  <IconButton
                    aria-label={t('orgStaff.create.removeDepartment', { n: index + 1 })}
                    onClick={() => departments.remove(index)}
                    sx={{ mt: 1 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {departmentsError?.message ? (
        <Box sx={{ mb: 2 }}>
          <FormMessage message={departmentsError.message} />
        </Box>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => departments.append({ name: '' })}
        disabled={departments.fields.length >= 50}
      >
        {t('orgStaff.create.addDepartment')}
      </Button>
    </Box>
  );
}
