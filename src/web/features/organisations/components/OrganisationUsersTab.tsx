import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { memberColumns, memberLabel, pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import { useLanguage } from '#web/i18n/useLanguage';
import { useOrganisationUsers, useRemoveOrganisationUsers } from '../api';

/** The organisation's users: invite, open, remove. */
export function OrganisationUsersTab({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, setQuery] = useListQuery({ defaultSort: 'lastName' });
  const list = useOrganisationUsers(organisationId, query);
  const remove = useRemoveOrganisationUsers(organisationId);
  return (
    <DataTable<Member>
      title={t('adminOrganisations.users.title')}
      columns={memberColumns((column) => t(`adminOrganisations.fields.${column}`))}
      {...pagedRows(list)}
      query={query}
      onQueryChange={setQuery}
      getRowLabel={memberLabel}
      detailsHref={(row) => paths.adminOrganisationUser(lang, organisationId, row.id)}
      // Spec 000 links to addNewPersonUser/organisations; this invites into THIS organisation.
      addHref={paths.adminAddOrganisationUser(lang, organisationId)}
      addLabel={t('adminOrganisations.users.add')}
      onDelete={async (ids) => {
        await remove.mutateAsync(ids);
      }}
      emptyText={t('adminOrganisations.users.empty')}
    />
  );
}
