import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { TabbedDetail } from '#web/components/layout/TabbedDetail';
import { useTabParam } from '#web/components/navigation/PageTabs';
import { useOrganisation } from '#web/features/organisations/api';
import { OrganisationDepartmentsTab } from '#web/features/organisations/components/OrganisationDepartmentsTab';
import { OrganisationGeneralTab } from '#web/features/organisations/components/OrganisationGeneralTab';
import { OrganisationPicturesTab } from '#web/features/organisations/components/OrganisationPicturesTab';
import { OrganisationUsersTab } from '#web/features/organisations/components/OrganisationUsersTab';
import { generalLabels } from '#web/features/organisations/general-fields';
import { useCountries } from '#web/features/reference/api';
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
  const name = organisation.data?.name;

  return (
    <TabbedDetail
      query={organisation}
      crumbs={[
        { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
        { label: name || t('adminOrganisations.detail.title') },
      ]}
      title={name ? t('adminOrganisations.detail.heading', { name }) : t('adminOrganisations.detail.title')}
      tabs={TABS}
      tab={tab}
      onTab={setTab}
      labelOf={(value) => t(`adminOrganisations.tabs.${value}`)}
      tabsLabel={t('adminOrganisations.detail.tabsLabel')}
      idPrefix="organisation"
    >
      {(data) => (
        <>
          {tab === 'general' ? <OrganisationGeneralTab organisation={data} countries={countries.data} /> : null}
          {tab === 'users' ? <OrganisationUsersTab organisationId={id} /> : null}
          {tab === 'departments' ? <OrganisationDepartmentsTab organisationId={id} /> : null}
          {tab === 'pictures' ? <OrganisationPicturesTab organisationId={id} /> : null}
          {tab === 'history' ? (
            <AuditHistory entityType="organisation" entityId={id} fieldLabels={generalLabels(t)} />
          ) : null}
        </>
      )}
    </TabbedDetail>
  );
}
