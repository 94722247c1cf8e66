import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../shared/contracts/admin';
import { paths } from '../../../app/paths';
import { DataTable, useListQuery } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { useDeactivatePersons, usePersons } from '../../../features/admin-persons/api';
import {
  detailSegment,
  isPersonListType,
  PERSON_TABS,
  ROLE_OF,
} from '../../../features/admin-persons/person-types';
import { useLanguage } from '../../../i18n/useLanguage';

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

  const columns: DataTableColumn<Member>[] = [
    { id: 'email', label: t('adminPeople.columns.email'), sortable: true, render: (row) => row.email },
    {
      id: 'firstName',
      label: t('adminPeople.columns.firstName'),
      sortable: true,
      render: (row) => row.firstName,
      hideBelow: 'md',
    },
    {
      id: 'lastName',
      label: t('adminPeople.columns.lastName'),
      sortable: true,
      render: (row) => row.lastName,
    },
    {
      id: 'contact',
      label: t('adminPeople.columns.contact'),
      sortable: true,
      render: (row) => row.contact ?? '',
      hideBelow: 'sm',
    },
  ];
  // The tab of the role shown (a separate list selects the tab of its role).
  const tab = PERSON_TABS.find((candidate) => ROLE_OF[candidate] === role) ?? 'user';

  return (
    <>
      <PageHeader title={t('adminPeople.title')} subtitle={t('adminPeople.intro')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('adminPeople.tabsLabel')}
        >
          {PERSON_TABS.map((candidate) => (
            <Tab
              key={candidate}
              value={candidate}
              label={t(`adminPeople.types.${candidate}.label`)}
              component={RouterLink}
              to={paths.adminPersonList(lang, candidate)}
            />
          ))}
        </Tabs>
      </Box>
      <DataTable<Member>
        title={t(`adminPeople.types.${type}.label`)}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`.trim() || row.email}
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
