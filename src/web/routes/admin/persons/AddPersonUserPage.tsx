import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { InviteForm } from '#web/components/invite/InviteForm';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useInvitePerson } from '#web/features/persons/api';
import { isPersonListType, ROLE_OF } from '#web/features/persons/person-types';
import { useLanguage } from '#web/i18n/useLanguage';

/** Invite a person user of the type's role; the breadcrumb reads '{Type} List'. */
export default function AddPersonUserPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { personType = '' } = useParams();
  const known = isPersonListType(personType);
  const type = known ? personType : 'user';
  const invite = useInvitePerson(ROLE_OF[type]);
  usePageTitle(t('adminPeople.invite.title'));

  if (!known) return <Navigate to={paths.adminAddPersonUser(lang, 'user')} replace />;

  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t(`adminPeople.types.${type}.list`), href: paths.adminPersonList(lang, type) },
          { label: t('adminPeople.invite.title') },
        ]}
      />
      <PageHeader title={t('adminPeople.invite.title')} />
      <InviteForm
        title={t('adminPeople.invite.formTitle')}
        subtitle={t('adminPeople.invite.intro', { role: t(`roles.${ROLE_OF[type]}`) })}
        onInvite={(email) => invite.mutateAsync(email)}
      />
    </>
  );
}
