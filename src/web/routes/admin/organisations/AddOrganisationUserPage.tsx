import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { InviteForm } from '#web/components/invite/InviteForm';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useInviteOrganisationUser, useOrganisation } from '#web/features/organisations/api';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * Invite a user into this organisation. Spec 000 sends the add icon to
 * addNewPersonUser/organisations, which would create an ORG_ADMIN belonging to no
 * organisation; this page invites into the organisation it was opened from.
 */
export default function AddOrganisationUserPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '' } = useParams();
  const organisation = useOrganisation(orgId);
  const invite = useInviteOrganisationUser(orgId);
  const orgName = organisation.data?.name ?? t('adminOrganisations.detail.title');
  usePageTitle(t('adminOrganisations.invite.title'));
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
          { label: orgName, href: paths.adminOrganisation(lang, orgId) },
          {
            label: t('adminOrganisations.tabs.users'),
            href: paths.adminOrganisation(lang, orgId, 'users'),
          },
          { label: t('adminOrganisations.invite.title') },
        ]}
      />
      <PageHeader title={t('adminOrganisations.invite.title')} />
      <InviteForm
        title={t('adminOrganisations.invite.formTitle')}
        subtitle={
          organisation.data
            ? t('adminOrganisations.invite.organisationUser', { name: organisation.data.name })
            : undefined
        }
        onInvite={(email) => invite.mutateAsync(email)}
      />
    </>
  );
}
