import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { AddOrganisationForm } from '#web/features/organisations/components/AddOrganisationForm';
import { useCountries } from '#web/features/reference/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** Add an organisation: its fields, an optional logo and up to 10 pictures with descriptions. */
export default function AddOrganisationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countries = useCountries();
  usePageTitle(t('adminOrganisations.add.title'));
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
          { label: t('adminOrganisations.add.title') },
        ]}
      />
      <PageHeader title={t('adminOrganisations.add.title')} />
      <AddOrganisationForm countries={countries.data} />
    </>
  );
}
