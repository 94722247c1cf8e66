import { Alert, Box, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { agencyFields } from '../../../../shared/contracts/admin';
import type { Agency } from '../../../../shared/contracts/admin';
import { paths } from '../../../app/paths';
import { AuditHistory } from '../../../components/audit';
import { EditableForm } from '../../../components/edit-in-place';
import type { EditableField } from '../../../components/edit-in-place';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import { PageTabs, useTabParam } from '../../../components/navigation/PageTabs';
import { useAgency, useChangeAgency } from '../../../features/admin-agencies';
import { useCountries } from '../../../features/reference/api';
import { apiErrorText } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';
import { AgencyMembersTable } from './AgencyMembersTable';
import { AgencyVettingCard } from './AgencyVettingCard';

const TABS = ['general', 'users', 'customers', 'history'] as const;

/** /{lang}/admin/agencies/:id: General Info (edit in place), users, customers and history. */
export default function AgencyDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  const agency = useAgency(id);
  usePageTitle(
    agency.data
      ? t('admin.agencies.detailTitle', { name: agency.data.name })
      : t('admin.agencies.listTitle'),
  );

  const crumbs = [
    { label: t('admin.agencies.tableTitle'), href: paths.adminAgencies(lang) },
    { label: agency.data?.name ?? '…' },
  ];

  if (agency.isPending) return <LoadingScreen />;
  if (agency.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">
          {agency.error && 'status' in agency.error && agency.error.status === 404
            ? t('admin.agencies.notFound')
            : apiErrorText(t, agency.error)}
        </Alert>
      </>
    );
  }

  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader title={t('admin.agencies.detailTitle', { name: agency.data.name })} />
      <PageTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => t(`admin.agencies.tabs.${value}`)}
        ariaLabel={t('admin.agencies.tabsLabel')}
        idPrefix="agency"
      />
      <Box role="tabpanel" id={`agency-panel-${tab}`} aria-labelledby={`agency-tab-${tab}`}>
        {tab === 'general' ? <GeneralInfo agency={agency.data} /> : null}
        {tab === 'users' || tab === 'customers' ? (
          <AgencyMembersTable key={tab} agencyId={id} kind={tab} />
        ) : null}
        {tab === 'history' ? (
          <AuditHistory
            entityType="agency"
            entityId={id}
            fieldLabels={{
              name: t('admin.agencies.fields.name'),
              agencyName: t('admin.agencies.fields.name'),
              address: t('admin.agencies.fields.address'),
              postcode: t('admin.agencies.fields.postcode'),
              city: t('admin.agencies.fields.city'),
              country: t('admin.agencies.fields.country'),
              url: t('admin.agencies.fields.url'),
              logoFileId: t('admin.agencies.fields.logo'),
              permitNumber: t('admin.agencies.fields.permitNumber'),
              permitAuthority: t('admin.agencies.fields.permitAuthority'),
              permitValidUntil: t('admin.agencies.fields.permitValidUntil'),
              vettingState: t('admin.agencies.fields.vettingState'),
              vettingNote: t('admin.agencies.fields.vettingNote'),
            }}
          />
        ) : null}
      </Box>
    </>
  );
}

function GeneralInfo({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const change = useChangeAgency(agency.id);
  const label = (name: string) => t(`admin.agencies.fields.${name}`);
  const fields: EditableField[] = [
    { name: 'name', label: label('name'), kind: 'text', schema: agencyFields.name, required: true },
    {
      name: 'address',
      label: label('address'),
      kind: 'text',
      schema: agencyFields.address,
      required: true,
    },
    {
      name: 'postcode',
      label: label('postcode'),
      kind: 'text',
      schema: agencyFields.postcode,
      required: true,
    },
    { name: 'city', label: label('city'), kind: 'text', schema: agencyFields.city },
    {
      name: 'country',
      label: label('country'),
      kind: 'country',
      schema: agencyFields.country,
      required: true,
    },
    { name: 'url', label: label('url'), kind: 'url', schema: agencyFields.url, required: true },
    // The staff-leasing permit (AÜG) that vetting checks; the date as YYYY-MM-DD.
    {
      name: 'permitNumber',
      label: label('permitNumber'),
      kind: 'text',
      schema: agencyFields.permitNumber,
    },
    {
      name: 'permitAuthority',
      label: label('permitAuthority'),
      kind: 'text',
      schema: agencyFields.permitAuthority,
    },
    {
      name: 'permitValidUntil',
      label: label('permitValidUntil'),
      kind: 'date',
      schema: agencyFields.permitValidUntil,
    },
    {
      name: 'logoFileId',
      label: label('logo'),
      kind: 'logo',
      schema: agencyFields.logoFileId,
      imageUrl: agency.logoUrl,
    },
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <AgencyVettingCard agency={agency} />
      <EditableForm
        fields={fields}
        values={agency}
        countries={countries.data}
        onSubmit={async (changes) => {
          await change.mutateAsync(changes);
        }}
      />
    </Stack>
  );
}
