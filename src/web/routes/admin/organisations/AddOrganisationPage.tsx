import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import { AddOrganisationForm } from '../../../features/admin-organisations/components/AddOrganisationForm';
import { useCountries } from '../../../features/reference/api';
import { useLanguage } from '../../../i18n/useLanguage';

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
