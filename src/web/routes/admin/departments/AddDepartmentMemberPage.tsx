import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { InviteForm } from '#web/components/invite/InviteForm';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useDepartment, useInviteDepartmentMember } from '#web/features/organisations/api';
import type { DepartmentMemberKind } from '#web/features/organisations/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** Invite a department user (depAdmin) or department customer (depUser) by e-mail. */
export function AddDepartmentMemberPage({ kind }: { kind: DepartmentMemberKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', depId = '' } = useParams();
  const department = useDepartment(orgId, depId);
  const invite = useInviteDepartmentMember(orgId, depId, kind);
  usePageTitle(t('adminOrganisations.invite.title'));
  const depName = department.data?.name ?? t('adminOrganisations.department.title');
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
          {
            label: department.data?.organisationName || t('adminOrganisations.detail.title'),
            href: paths.adminOrganisation(lang, orgId, 'departments'),
          },
          { label: depName, href: paths.adminDepartment(lang, orgId, depId, kind) },
          { label: t('adminOrganisations.invite.title') },
        ]}
      />
      <PageHeader title={t('adminOrganisations.invite.title')} />
      <InviteForm
        title={t('adminOrganisations.invite.formTitle')}
        subtitle={
          department.data
            ? t(`adminOrganisations.invite.department_${kind}`, { name: department.data.name })
            : undefined
        }
        onInvite={(email) => invite.mutateAsync(email)}
      />
    </>
  );
}

export function AddDepartmentUserPage() {
  return <AddDepartmentMemberPage kind="users" />;
}

export function AddDepartmentCustomerPage() {
  return <AddDepartmentMemberPage kind="customers" />;
}
