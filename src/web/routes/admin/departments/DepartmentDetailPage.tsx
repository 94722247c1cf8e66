import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { TabbedDetail } from '#web/components/layout/TabbedDetail';
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
  const department = useDepartment(orgId, depId);

  return (
    <TabbedDetail
      query={department}
      crumbs={[
        { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
        {
          label: department.data?.organisationName || t('adminOrganisations.detail.title'),
          href: paths.adminOrganisation(lang, orgId, 'departments'),
        },
      ]}
      record={{
        name: department.data?.name,
        heading: (value) => t('adminOrganisations.department.heading', { name: value }),
        fallback: t('adminOrganisations.department.title'),
      }}
      tabs={{
        names: TABS,
        labelOf: (value) => t(`adminOrganisations.department.tabs.${value}`),
        label: t('adminOrganisations.department.tabsLabel'),
      }}
      idPrefix="department"
    >
      {(data, tab) => (
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
