import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import {
  organisationKeys,
  useChangeMember,
  useOrganisation,
  useOrganisationUser,
} from '#web/features/organisations/api';
import { MemberDetail } from '#web/features/organisations/components/MemberDetail';
import { useLanguage } from '#web/i18n/useLanguage';

/** An organisation user: e-mail, first and last name and contact, editable in place. */
export default function OrganisationUserPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', userId = '' } = useParams();
  const organisation = useOrganisation(orgId);
  const member = useOrganisationUser(orgId, userId);
  const change = useChangeMember(orgId, userId, organisationKeys.user(orgId, userId));
  const orgName = organisation.data?.name ?? t('adminOrganisations.detail.title');
  return (
    <MemberDetail
      member={member}
      heading={(name) => t('adminOrganisations.member.organisationUser', { name })}
      crumbs={[
        { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
        { label: orgName, href: paths.adminOrganisation(lang, orgId) },
        {
          label: t('adminOrganisations.tabs.users'),
          href: paths.adminOrganisation(lang, orgId, 'users'),
        },
      ]}
      onSubmit={async (changes) => {
        await change.mutateAsync(changes);
      }}
    />
  );
}
