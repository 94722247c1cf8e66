import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/contracts/reference';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { TabbedDetail } from '#web/components/layout/TabbedDetail';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { useOrganisation } from '../api';
import { generalLabels } from '../general-fields';
import { OrganisationDepartmentsTab } from './OrganisationDepartmentsTab';
import { OrganisationGeneralTab } from './OrganisationGeneralTab';
import { OrganisationPicturesTab } from './OrganisationPicturesTab';
import { OrganisationUsersTab } from './OrganisationUsersTab';

const TABS = ['general', 'users', 'departments', 'pictures', 'history'] as const;

/** Organisation "{name}": general info, users, departments, pictures and history in tabs. */
export function OrganisationDetail(props: { id: string; countries: Country[] | undefined }) {
  const { id, countries } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const organisation = useOrganisation(id);
  const name = organisation.data?.name;

  return (
    <TabbedDetail
      query={organisation}
      crumbs={[{ label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) }]}
      record={{
        name,
        heading: (value) => t('adminOrganisations.detail.heading', { name: value }),
        fallback: t('adminOrganisations.detail.title'),
      }}
      tabs={{
        names: TABS,
        labelOf: (value) => t(`adminOrganisations.tabs.${value}`),
        label: t('adminOrganisations.detail.tabsLabel'),
      }}
      idPrefix="organisation"
    >
      {(data, tab) => (
        <>
          {tab === 'general' ? (
            <OrganisationGeneralTab organisation={data} countries={countries} />
          ) : null}
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
