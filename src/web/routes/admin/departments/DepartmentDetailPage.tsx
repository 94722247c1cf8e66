import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { TabbedDetail } from '#web/components/layout/TabbedDetail';
import { useTabParam } from '#web/components/navigation/PageTabs';
import { useDepartment } from '#web/features/organisations/api';
import {
  DepartmentGeneralTab,
  departmentLabels,
} from '#web/features/organisations/components/DepartmentGeneralTab';
import { DepartmentMembersTab } from '#web/features/organisations/components/DepartmentMembersTab';
import { useLanguage } from '#web/i18n/useLanguage';

const TABS = ['general', 'users', 'customers', 'history'] as const;

/** A department: name and skills, its users (depAdmins), customers (depUsers) and history. */
export default function DepartmentDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', depId = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  const department = useDepartment(orgId, depId);
  const name = department.data?.name;

  return (
    <TabbedDetail
      query={department}
      crumbs={[
        { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
        {
          label: department.data?.organisationName || t('adminOrganisations.detail.title'),
          href: paths.adminOrganisation(lang, orgId, 'departments'),
        },
        { label: name || t('adminOrganisations.department.title') },
      ]}
      title={
        name
          ? t('adminOrganisations.department.heading', { name })
          : t('adminOrganisations.department.title')
      }
      tabs={TABS}
      tab={tab}
      onTab={setTab}
      labelOf={(value) => t(`adminOrganisations.department.tabs.${value}`)}
      tabsLabel={t('adminOrganisations.department.tabsLabel')}
      idPrefix="department"
    >
      {(data) => (
        <>
          {tab === 'general' ? (
            <DepartmentGeneralTab organisationId={orgId} departmentId={depId} department={data} />
          ) : null}
          {tab === 'users' || tab === 'customers' ? (
            <DepartmentMembersTab
              key={tab}
              organisationId={orgId}
              departmentId={depId}
              kind={tab}
            />
          ) : null}
          {tab === 'history' ? (
            <AuditHistory
              entityType="department"
              entityId={depId}
              fieldLabels={departmentLabels(t)}
            />
          ) : null}
        </>
      )}
    </TabbedDetail>
  );
}
