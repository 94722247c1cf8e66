import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { MissingData } from '#web/components/data-table/MissingData';
import { pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import type { DataTableColumn } from '#web/components/data-table/DataTable';
import { useAgencyMembers, useRemoveAgencyMembers } from '../api';
import type { AgencyMemberKind } from '../api';
import { useLanguage } from '#web/i18n/useLanguage';

/** The Agency users or Agency customers tab: Email, First name, Last name, Contact. */
export function AgencyMembersTable({
  agencyId,
  kind,
}: {
  agencyId: string;
  kind: AgencyMemberKind;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, setQuery] = useListQuery({ defaultSort: 'lastName', prefix: kind });
  const members = useAgencyMembers(agencyId, kind, query);
  const remove = useRemoveAgencyMembers(agencyId, kind);

  const columns: DataTableColumn<Member>[] = [
    {
      id: 'email',
      label: t('admin.agencies.memberColumns.email'),
      sortable: true,
      render: (row) => row.email,
    },
    {
      id: 'firstName',
      label: t('admin.agencies.memberColumns.firstName'),
      sortable: true,
      hideBelow: 'sm',
      render: (row) => <MissingData value={row.firstName} />,
    },
    {
      id: 'lastName',
      label: t('admin.agencies.memberColumns.lastName'),
      sortable: true,
      hideBelow: 'sm',
      render: (row) => <MissingData value={row.lastName} />,
    },
    {
      id: 'contact',
      label: t('admin.agencies.memberColumns.contact'),
      sortable: true,
      hideBelow: 'md',
      render: (row) => row.contact ?? '—',
    },
  ];

  return (
    <DataTable
      title={t(kind === 'users' ? 'admin.agencies.usersTitle' : 'admin.agencies.customersTitle')}
      columns={columns}
      {...pagedRows(members)}
      query={query}
      onQueryChange={setQuery}
      getRowLabel={(row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email}
      detailsHref={(row) =>
        kind === 'users'
          ? paths.adminAgencyUser(lang, agencyId, row.id)
          : paths.adminAgencyCustomer(lang, agencyId, row.id)
      }
      addHref={paths.adminAddAgencyMember(lang, kind, agencyId)}
      addLabel={t(kind === 'users' ? 'admin.agencies.addUser' : 'admin.agencies.addCustomer')}
      onDelete={async (ids) => {
        await remove.mutateAsync(ids);
      }}
    />
  );
}
