import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import {
  organisationKeys,
  useChangeMember,
  useDepartment,
  useDepartmentMember,
} from '#web/features/organisations/api';
import type { DepartmentMemberKind } from '#web/features/organisations/api';
import { MemberDetail } from '#web/features/organisations/components/MemberDetail';
import { useLanguage } from '#web/i18n/useLanguage';

/** A department user or customer: e-mail, first and last name and contact, editable in place. */
export function DepartmentMemberPage({ kind }: { kind: DepartmentMemberKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', depId = '', userId = '' } = useParams();
  const department = useDepartment(orgId, depId);
  const member = useDepartmentMember(orgId, depId, kind, userId);
  const change = useChangeMember(
    orgId,
    userId,
    organisationKeys.departmentMember(orgId, depId, kind, userId),
  );
  const depName = department.data?.name ?? t('adminOrganisations.department.title');
  return (
    <MemberDetail
      member={member}
      heading={(name) => t(`adminOrganisations.member.department_${kind}`, { name })}
      crumbs={[
        { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
        {
          label: department.data?.organisationName || t('adminOrganisations.detail.title'),
          href: paths.adminOrganisation(lang, orgId, 'departments'),
        },
        { label: depName, href: paths.adminDepartment(lang, orgId, depId, kind) },
      ]}
      onSubmit={async (changes) => {
        await change.mutateAsync(changes);
      }}
    />
  );
}

export function DepartmentUserPage() {
  return <DepartmentMemberPage kind="users" />;
}

export function DepartmentCustomerPage() {
  return <DepartmentMemberPage kind="customers" />;
}
