import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { memberColumns, memberLabel, pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import { useLanguage } from '#web/i18n/useLanguage';
import { useDepartmentMembers, useRemoveDepartmentMembers } from '../api';
import type { DepartmentMemberKind } from '../api';

/** A department's users or customers: invite, open, remove. */
export function DepartmentMembersTab({
  organisationId,
  departmentId,
  kind,
}: {
  organisationId: string;
  departmentId: string;
  kind: DepartmentMemberKind;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, setQuery] = useListQuery({ defaultSort: 'lastName' });
  const list = useDepartmentMembers(organisationId, departmentId, kind, query);
  const remove = useRemoveDepartmentMembers(organisationId, departmentId, kind);
  return (
    <DataTable<Member>
      title={t(`adminOrganisations.department.${kind}.title`)}
      columns={memberColumns((column) => t(`adminOrganisations.fields.${column}`))}
      {...pagedRows(list)}
      query={query}
      onQueryChange={setQuery}
      getRowLabel={memberLabel}
      detailsHref={(row) =>
        paths.adminDepartmentMember(lang, kind, organisationId, departmentId, row.id)
      }
      addHref={paths.adminAddDepartmentMember(lang, kind, organisationId, departmentId)}
      addLabel={t(`adminOrganisations.department.${kind}.add`)}
      onDelete={async (ids) => {
        await remove.mutateAsync(ids);
      }}
      emptyText={t(`adminOrganisations.department.${kind}.empty`)}
    />
  );
}
