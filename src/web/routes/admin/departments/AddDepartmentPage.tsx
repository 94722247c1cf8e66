import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useOrganisation } from '#web/features/organisations/api';
import { AddDepartmentForm } from '#web/features/organisations/components/AddDepartmentForm';
import { useLanguage } from '#web/i18n/useLanguage';

/** Add a department to an organisation (spec 000 /admin/addNewDepartment/{orgId}). */
export default function AddDepartmentPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '' } = useParams();
  const organisation = useOrganisation(orgId);
  usePageTitle(t('adminOrganisations.department.addTitle'));

  const orgName = organisation.data?.name ?? t('adminOrganisations.detail.title');
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
          { label: orgName, href: paths.adminOrganisation(lang, orgId) },
          {
            label: t('adminOrganisations.tabs.departments'),
            href: paths.adminOrganisation(lang, orgId, 'departments'),
          },
          { label: t('adminOrganisations.department.addTitle') },
        ]}
      />
      <PageHeader
        title={t('adminOrganisations.department.addTitle')}
        subtitle={
          organisation.data
            ? t('adminOrganisations.department.addIntro', { name: organisation.data.name })
            : undefined
        }
      />
      <AddDepartmentForm orgId={orgId} />
    </>
  );
}
