import { Alert } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { PageTabs, useTabParam } from '#web/components/navigation/PageTabs';
import { useOrganisation } from '#web/features/organisations/api';
import { OrganisationDepartmentsTab } from '#web/features/organisations/components/OrganisationDepartmentsTab';
import { OrganisationGeneralTab } from '#web/features/organisations/components/OrganisationGeneralTab';
import { OrganisationPicturesTab } from '#web/features/organisations/components/OrganisationPicturesTab';
import { OrganisationUsersTab } from '#web/features/organisations/components/OrganisationUsersTab';
import { generalLabels } from '#web/features/organisations/general-fields';
import { useCountries } from '#web/features/reference/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

const TABS = ['general', 'users', 'departments', 'pictures', 'history'] as const;

/** Organisation "{name}": general info, users, departments, pictures and history in tabs. */
export default function OrganisationDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  const organisation = useOrganisation(id);
  const countries = useCountries();
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
      {tab === 'general' ? (
        <OrganisationGeneralTab organisation={organisation.data} countries={countries.data} />
      ) : null}
      {tab === 'users' ? <OrganisationUsersTab organisationId={id} /> : null}
      {tab === 'departments' ? <OrganisationDepartmentsTab organisationId={id} /> : null}
      {tab === 'pictures' ? <OrganisationPicturesTab organisationId={id} /> : null}
      {tab === 'history' ? (
        <AuditHistory entityType="organisation" entityId={id} fieldLabels={generalLabels(t)} />
      ) : null}
    </>
  );
}
