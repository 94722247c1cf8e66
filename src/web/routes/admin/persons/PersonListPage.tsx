import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { memberColumns, memberLabel, pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { PageTabs } from '#web/components/navigation/PageTabs';
import { useDeactivatePersons, usePersons } from '#web/features/persons/api';
import {
  detailSegment,
  isPersonListType,
  PERSON_TABS,
  ROLE_OF,
} from '#web/features/persons/person-types';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * 'List of all Users' (spec 000 "Person users"): users of one role, by the type in the URL
 * (user, agency, orgAdmin, orgSub) or a separate list (users, agencies, organisations,
 * departments, admins). Deleting deactivates.
 */
export default function PersonListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { personType = 'user' } = useParams();
  usePageTitle(t('adminPeople.title'));
  const [query, setQuery] = useListQuery({ defaultSort: 'lastName' });
  const known = isPersonListType(personType);
  const type = known ? personType : 'user';
  const role = ROLE_OF[type];
  const list = usePersons(role, query);
  const deactivate = useDeactivatePersons();

  if (!known) return <Navigate to={paths.adminPersonList(lang, 'user')} replace />;

  // The tab of the role shown (a separate list selects the tab of its role).
  const tab = PERSON_TABS.find((candidate) => ROLE_OF[candidate] === role) ?? 'user';

  return (
    <>
      <PageHeader title={t('adminPeople.title')} subtitle={t('adminPeople.intro')} />
      <PageTabs
        tabs={PERSON_TABS}
        value={tab}
        labelOf={(candidate) => t(`adminPeople.types.${candidate}.label`)}
        hrefOf={(candidate) => paths.adminPersonList(lang, candidate)}
        ariaLabel={t('adminPeople.tabsLabel')}
        spacing={2}
      />
      <DataTable<Member>
        title={t(`adminPeople.types.${type}.label`)}
        columns={memberColumns((column) => t(`adminPeople.columns.${column}`))}
        {...pagedRows(list)}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={memberLabel}
        detailsHref={(row) => paths.adminPerson(lang, detailSegment(type), row.id)}
        addHref={paths.adminAddPersonUser(lang, type)}
        addLabel={t('adminPeople.add')}
        onDelete={async (ids) => {
          await deactivate.mutateAsync(ids);
        }}
        emptyText={t('adminPeople.empty')}
      />
    </>
  );
}
