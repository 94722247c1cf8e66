import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { PageTabs, useTabParam } from '#web/components/navigation/PageTabs';
import { useAgency } from '#web/features/agencies/api';
import { AgencyGeneralInfo } from '#web/features/agencies/components/AgencyGeneralInfo';
import { useCountries } from '#web/features/reference/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { AgencyMembersTable } from '#web/features/agencies/components/AgencyMembersTable';

const TABS = ['general', 'users', 'customers', 'history'] as const;

/** /{lang}/admin/agencies/:id: General Info (edit in place), users, customers and history. */
export default function AgencyDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  const agency = useAgency(id);
  const countries = useCountries();
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
        {tab === 'general' ? (
          <AgencyGeneralInfo agency={agency.data} countries={countries.data} />
        ) : null}
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
