import { useMemo, useState } from 'react';
import { Alert, Box, Paper } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAX_ORGANISATION_PICTURES, organisationFields } from '../../../../shared/contracts/admin';
import type {
  Department,
  Member,
  Organisation,
  OrganisationPicture,
} from '../../../../shared/contracts/admin';
import { paths } from '../../../app/paths';
import { AuditHistory } from '../../../components/audit';
import {
  DataTable,
  memberColumns,
  memberLabel,
  MissingData,
  pagedRows,
  useListQuery,
} from '../../../components/data-table';
import type { DataTableColumn, ListQuery } from '../../../components/data-table';
import { EditableForm } from '../../../components/edit-in-place';
import type { EditableField } from '../../../components/edit-in-place';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import { PageTabs, useTabParam } from '../../../components/navigation/PageTabs';
import { ImageUploadDialog } from '../../../components/upload';
import {
  useAddOrganisationPictures,
  useChangeOrganisation,
  useDeleteDepartments,
  useDeleteOrganisationPictures,
  useDepartments,
  useOrganisation,
  useOrganisationPictures,
  useOrganisationUsers,
  useRemoveOrganisationUsers,
} from '../../../features/admin-organisations/api';
import { useCountries } from '../../../features/reference/api';
import { apiErrorText } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';

const TABS = ['general', 'users', 'departments', 'pictures', 'history'] as const;

const GENERAL_FIELDS: [keyof typeof organisationFields, EditableField['kind']][] = [
  ['name', 'text'],
  ['postcode', 'text'],
  ['address', 'text'],
  ['country', 'country'],
  ['city', 'text'],
  ['url', 'url'],
  ['logoFileId', 'logo'],
];

function generalLabels(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    GENERAL_FIELDS.map(([field]) => [
      field,
      t(`adminOrganisations.fields.${field === 'logoFileId' ? 'logo' : field}`),
    ]),
  );
}

/** Organisation "{name}": general info, users, departments, pictures and history in tabs. */
export default function OrganisationDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  const organisation = useOrganisation(id);
  const name = organisation.data?.name ?? '';
  const heading = name
    ? t('adminOrganisations.detail.heading', { name })
    : t('adminOrganisations.detail.title');
  usePageTitle(heading);

  const crumbs = [
    { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
    { label: name || t('adminOrganisations.detail.title') },
  ];

  if (organisation.isPending) return <LoadingScreen />;
  if (organisation.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">{apiErrorText(t, organisation.error)}</Alert>
      </>
    );
  }

  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader title={heading} />
      <PageTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => t(`adminOrganisations.tabs.${value}`)}
        ariaLabel={t('adminOrganisations.detail.tabsLabel')}
      />
      {tab === 'general' ? <GeneralTab organisation={organisation.data} /> : null}
      {tab === 'users' ? <UsersTab organisationId={id} /> : null}
      {tab === 'departments' ? <DepartmentsTab organisationId={id} /> : null}
      {tab === 'pictures' ? <PicturesTab organisationId={id} /> : null}
      {tab === 'history' ? (
        <AuditHistory entityType="organisation" entityId={id} fieldLabels={generalLabels(t)} />
      ) : null}
    </>
  );
}

function GeneralTab({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const change = useChangeOrganisation(organisation.id);
  const labels = generalLabels(t);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EditableForm
        fields={GENERAL_FIELDS.map(([field, kind]) => ({
          name: field,
          label: labels[field]!,
          kind,
          schema: organisationFields[field],
          required: field !== 'logoFileId',
          imageUrl: field === 'logoFileId' ? organisation.logoUrl : undefined,
        }))}
        values={organisation}
        countries={countries.data}
        onSubmit={async (changes) => {
          await change.mutateAsync(changes);
        }}
      />
    </Paper>
  );
}

function UsersTab({ organisationId }: { organisationId: string }) {
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

function DepartmentsTab({ organisationId }: { organisationId: string }) {
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

/** At most 10 pictures: the server sends them all, the table pages, sorts and searches here. */
function pagePictures(pictures: OrganisationPicture[], query: ListQuery): OrganisationPicture[] {
  const search = query.search.trim().toLowerCase();
  const found = search
    ? pictures.filter((picture) => picture.description.toLowerCase().includes(search))
    : pictures;
  const sorted =
    query.sort === 'description'
      ? [...found].sort(
          (a, b) =>
            a.description.localeCompare(b.description) * (query.direction === 'asc' ? 1 : -1),
        )
      : found;
  return sorted;
}

function PicturesTab({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, setQuery] = useListQuery({ defaultSort: 'position' });
  const list = useOrganisationPictures(organisationId);
  const add = useAddOrganisationPictures(organisationId);
  const remove = useDeleteOrganisationPictures(organisationId);
  const [dialog, setDialog] = useState(false);
  const [addError, setAddError] = useState<unknown>(null);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const matching = useMemo(() => pagePictures(all, query), [all, query]);
  const rows = matching.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);

  const columns: DataTableColumn<OrganisationPicture>[] = [
    {
      id: 'picture',
      label: t('adminOrganisations.pictures.columns.picture'),
      render: (row) =>
        row.url ? (
          <Box
            component="img"
            src={row.url}
            alt={row.description || t('adminOrganisations.pictures.noDescription')}
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t('adminOrganisations.pictures.blank')}
          </Box>
        ),
    },
    {
      id: 'description',
      label: t('adminOrganisations.pictures.columns.description'),
      sortable: true,
      render: (row) =>
        row.description || (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t('adminOrganisations.pictures.noDescription')}
          </Box>
        ),
    },
  ];

  return (
    <>
      {addError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setAddError(null)}>
          {apiErrorText(t, addError)}
        </Alert>
      ) : null}
      <DataTable<OrganisationPicture>
        title={t('adminOrganisations.pictures.title')}
        columns={columns}
        rows={rows}
        total={matching.length}
        loading={list.isFetching || add.isPending}
        error={list.error}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={(row) => row.description || t('adminOrganisations.pictures.noDescription')}
        detailsHref={(row) => paths.adminOrganisationPicture(lang, organisationId, row.id)}
        onAdd={all.length < MAX_ORGANISATION_PICTURES ? () => setDialog(true) : undefined}
        addLabel={t('adminOrganisations.pictures.add')}
        onDelete={async (ids) => {
          await remove.mutateAsync(ids);
        }}
        emptyText={t('adminOrganisations.pictures.empty')}
      />
      <ImageUploadDialog
        open={dialog}
        title={t('adminOrganisations.pictures.add')}
        onClose={() => setDialog(false)}
        onUploaded={(file) => {
          setDialog(false);
          setAddError(null);
          add.mutate([{ fileId: file.id, description: '' }], { onError: setAddError });
        }}
      />
    </>
  );
}
