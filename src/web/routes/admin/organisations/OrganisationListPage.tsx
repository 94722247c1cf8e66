import { useTranslation } from 'react-i18next';
import type { Organisation } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { MissingData } from '#web/components/data-table/MissingData';
import { pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import type { DataTableColumn } from '#web/components/data-table/DataTable';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useDeleteOrganisations, useOrganisations } from '#web/features/organisations/api';
import { useLanguage } from '#web/i18n/useLanguage';
import { useCountryName } from '#web/features/reference/useCountryName';

/** All organisations: search, sort, select and delete (archive), 5 rows a page. */
export default function OrganisationListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countryName = useCountryName();
  usePageTitle(t('adminOrganisations.list.title'));
  const [query, setQuery] = useListQuery({ defaultSort: 'name' });
  const list = useOrganisations(query);
  const remove = useDeleteOrganisations();

  const columns: DataTableColumn<Organisation>[] = [
    {
      id: 'name',
      label: t('adminOrganisations.columns.name'),
      sortable: true,
      render: (row) => <MissingData value={row.name} kind="organisationName" />,
    },
    {
      id: 'address',
      label: t('adminOrganisations.columns.address'),
      sortable: true,
      render: (row) => row.address,
      hideBelow: 'sm',
    },
    {
      id: 'postcode',
      label: t('adminOrganisations.columns.postcode'),
      sortable: true,
      render: (row) => row.postcode,
      hideBelow: 'md',
    },
    {
      id: 'country',
      label: t('adminOrganisations.columns.country'),
      sortable: true,
      render: (row) => countryName(row.country),
      hideBelow: 'md',
    },
  ];

  return (
    <>
      <PageHeader
        title={t('adminOrganisations.list.title')}
        subtitle={t('adminOrganisations.list.intro')}
      />
      <DataTable<Organisation>
        title={t('adminOrganisations.list.tableTitle')}
        columns={columns}
        {...pagedRows(list)}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={(row) => row.name}
        detailsHref={(row) => paths.adminOrganisation(lang, row.id)}
        addHref={paths.adminAddOrganisation(lang)}
        addLabel={t('adminOrganisations.list.add')}
        onDelete={async (ids) => {
          await remove.mutateAsync(ids);
        }}
        emptyText={t('adminOrganisations.list.empty')}
      />
    </>
  );
}
