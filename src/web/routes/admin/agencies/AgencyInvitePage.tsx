import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { InviteForm } from '#web/components/invite/InviteForm';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useAgency, useInviteAgencyMember } from '#web/features/agencies/api';
import type { AgencyMemberKind } from '#web/features/agencies/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/admin/addNewAgencyUser/:agencyId and addNewAgencyCustomer/:agencyId: 'Invite new person'. */
export function AgencyInvitePage({ kind }: { kind: AgencyMemberKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { agencyId = '' } = useParams();
  const agency = useAgency(agencyId);
  const invite = useInviteAgencyMember(agencyId, kind);
  usePageTitle(t('admin.invite.title'));
  const name = agency.data?.name ?? '…';
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('admin.agencies.tableTitle'), href: paths.adminAgencies(lang) },
          { label: name, href: paths.adminAgency(lang, agencyId, kind) },
          { label: t(kind === 'users' ? 'admin.agencies.addUser' : 'admin.agencies.addCustomer') },
        ]}
      />
      <InviteForm
        subtitle={t(
          kind === 'users' ? 'admin.agencies.inviteUserFor' : 'admin.agencies.inviteCustomerFor',
          { name },
        )}
        onInvite={(email) => invite.mutateAsync(email)}
      />
    </>
  );
}

export function AddAgencyUserPage() {
  return <AgencyInvitePage kind="users" />;
}

export function AddAgencyCustomerPage() {
  return <AgencyInvitePage kind="customers" />;
}
