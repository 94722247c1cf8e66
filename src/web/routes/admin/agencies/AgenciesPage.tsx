import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { MissingData } from '#web/components/data-table/MissingData';
import { pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import type { DataTableColumn } from '#web/components/data-table/DataTable';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useAgencies, useDeleteAgencies } from '#web/features/agencies/api';
import { useCountries } from '#web/features/reference/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/admin/agencies: every agency, paged, sorted and searched by the server. */
export default function AgenciesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('admin.agencies.listTitle'));
  const [query, setQuery] = useListQuery({ defaultSort: 'name' });
  const agencies = useAgencies(query);
  const remove = useDeleteAgencies();
  const countries = useCountries();

  const countryName = useMemo(() => {
    const names = new Map(
      (countries.data ?? []).map((country) => [country.code, country.name[lang]]),
    );
    return (code: string) => names.get(code) ?? code;
  }, [countries.data, lang]);

  const columns: DataTableColumn<Agency>[] = [
    {
      id: 'name',
      label: t('admin.agencies.columns.name'),
      sortable: true,
      render: (row) => <MissingData value={row.name} kind="agencyName" />,
    },
    {
      id: 'address',
      label: t('admin.agencies.columns.address'),
      sortable: true,
      hideBelow: 'md',
      render: (row) => row.address,
    },
    {
      id: 'postcode',
      label: t('admin.agencies.columns.postcode'),
      sortable: true,
      hideBelow: 'sm',
      render: (row) => row.postcode,
    },
    {
      id: 'country',
      label: t('admin.agencies.columns.country'),
      sortable: true,
      hideBelow: 'sm',
      render: (row) => countryName(row.country),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.agencies.listTitle')} subtitle={t('admin.agencies.listIntro')} />
      <DataTable
        title={t('admin.agencies.tableTitle')}
        columns={columns}
        {...pagedRows(agencies)}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={(row) => row.name}
        detailsHref={(row) => paths.adminAgency(lang, row.id)}
        addHref={paths.adminAddAgency(lang)}
        addLabel={t('admin.agencies.add')}
        onDelete={async (ids) => {
          await remove.mutateAsync(ids);
        }}
      />
    </>
  );
}
