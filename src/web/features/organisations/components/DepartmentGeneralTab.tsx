import { Paper } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { departmentFields, type Department } from '#shared/contracts/admin';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import { useChangeDepartment } from '../api';

/** The department's fields by name, for the form and the history alike. */
export function departmentLabels(t: TFunction): Record<'name' | 'defaultSkills', string> {
  return {
    name: t('adminOrganisations.department.fields.name'),
    defaultSkills: t('adminOrganisations.department.fields.skills'),
  };
}

/** A department's name and default skills, each edited in place. */
export function DepartmentGeneralTab({
  organisationId,
  departmentId,
  department,
}: {
  organisationId: string;
  departmentId: string;
  department: Department;
}) {
  const { t } = useTranslation();
  const change = useChangeDepartment(organisationId, departmentId);
  const labels = departmentLabels(t);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EditableForm
        fields={[
          {
            name: 'name',
            label: labels.name,
            kind: 'text',
            schema: departmentFields.name,
            required: true,
          },
          {
            name: 'defaultSkills',
            label: labels.defaultSkills,
            kind: 'list',
            schema: departmentFields.defaultSkills,
            required: true,
          },
        ]}
        values={department}
        onSubmit={async (changes) => {
          await change.mutateAsync(changes);
        }}
      />
    </Paper>
  );
}
