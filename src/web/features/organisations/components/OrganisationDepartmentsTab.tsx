import { useTranslation } from 'react-i18next';
import type { Department } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { MissingData } from '#web/components/data-table/MissingData';
import { pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import type { DataTableColumn } from '#web/components/data-table/DataTable';
import { useLanguage } from '#web/i18n/useLanguage';
import { useDeleteDepartments, useDepartments } from '../api';

/** The organisation's departments: add, open, delete. */
export function OrganisationDepartmentsTab({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, setQuery] = useListQuery({ defaultSort: 'name' });
  const list = useDepartments(organisationId, query);
  const remove = useDeleteDepartments(organisationId);
  const columns: DataTableColumn<Department>[] = [
    {
      id: 'name',
      label: t('adminOrganisations.departments.columns.name'),
      sortable: true,
      render: (row) => <MissingData value={row.name} kind="departmentName" />,
    },
    {
      id: 'skills',
      label: t('adminOrganisations.departments.columns.skills'),
      render: (row) => row.defaultSkills.join(', '),
      hideBelow: 'sm',
    },
  ];
  return (
    <DataTable<Department>
      title={t('adminOrganisations.departments.title')}
      columns={columns}
      {...pagedRows(list)}
      query={query}
      onQueryChange={setQuery}
      getRowLabel={(row) => row.name}
      detailsHref={(row) => paths.adminDepartment(lang, organisationId, row.id)}
      addHref={paths.adminAddDepartment(lang, organisationId)}
      addLabel={t('adminOrganisations.departments.add')}
      onDelete={async (ids) => {
        await remove.mutateAsync(ids);
      }}
      emptyText={t('adminOrganisations.departments.empty')}
    />
  );
}
