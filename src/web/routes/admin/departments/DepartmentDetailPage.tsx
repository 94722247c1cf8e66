import { Alert, Paper } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { departmentFields } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { PageTabs, useTabParam } from '#web/components/navigation/PageTabs';
import { useChangeDepartment, useDepartment } from '#web/features/organisations/api';
import { DepartmentMembersTab } from '#web/features/organisations/components/DepartmentMembersTab';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

const TABS = ['general', 'users', 'customers', 'history'] as const;

function labels(t: TFunction): Record<string, string> {
  return {
    name: t('adminOrganisations.department.fields.name'),
    defaultSkills: t('adminOrganisations.department.fields.skills'),
  };
}

/** A department: name and skills, its users (depAdmins), customers (depUsers) and history. */
export default function DepartmentDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', depId = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  const department = useDepartment(orgId, depId);
  const change = useChangeDepartment(orgId, depId);
  const name = department.data?.name ?? '';
  const heading = name
    ? t('adminOrganisations.department.heading', { name })
    : t('adminOrganisations.department.title');
  usePageTitle(heading);

  const crumbs = [
    { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
    {
      label: department.data?.organisationName || t('adminOrganisations.detail.title'),
      href: paths.adminOrganisation(lang, orgId, 'departments'),
    },
    { label: name || t('adminOrganisations.department.title') },
  ];

  if (department.isPending) return <LoadingScreen />;
  if (department.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">{apiErrorText(t, department.error)}</Alert>
      </>
    );
  }
  const fieldLabels = labels(t);

  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader title={heading} />
      <PageTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => t(`adminOrganisations.department.tabs.${value}`)}
        ariaLabel={t('adminOrganisations.department.tabsLabel')}
      />
      {tab === 'general' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
          <EditableForm
            fields={[
              {
                name: 'name',
                label: fieldLabels.name!,
                kind: 'text',
                schema: departmentFields.name,
                required: true,
              },
              {
                name: 'defaultSkills',
                label: fieldLabels.defaultSkills!,
                kind: 'list',
                schema: departmentFields.defaultSkills,
                required: true,
              },
            ]}
            values={department.data}
            onSubmit={async (changes) => {
              await change.mutateAsync(changes);
            }}
          />
        </Paper>
      ) : null}
      {tab === 'users' || tab === 'customers' ? (
        <DepartmentMembersTab key={tab} organisationId={orgId} departmentId={depId} kind={tab} />
      ) : null}
      {tab === 'history' ? (
        <AuditHistory entityType="department" entityId={depId} fieldLabels={fieldLabels} />
      ) : null}
    </>
  );
}
